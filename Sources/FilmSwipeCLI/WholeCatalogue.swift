import FilmSwipeDomain

/// The whole bundled catalogue (or the one at `path`), read once when something first needs it (the recommender past
/// the first page, or a search) and then shared.
actor WholeCatalogue {
    private let path: String?
    private var reading: Task<[Film], Error>?

    /// The catalogue at `path`, the bundled one when nil.
    init(path: String? = nil) {
        self.path = path
    }

    /// Every film, reading them on the first call.
    func films() async throws -> [Film] {
        let task = reading ?? Task { [path] in
            // On a Dispatch thread: 10 ms of parsing must not hold one of Swift concurrency's few threads.
            try await DispatchWork.run { try CatalogueLoader(path: path).load() }
        }
        reading = task
        return try await task.value
    }
}
