import FilmSwipeDomain

/// The whole bundled catalogue, read once when something first needs it (the recommender past the first page, or a
/// search) and then shared.
actor WholeCatalogue {
    private var reading: Task<[Film], Error>?

    /// Every film, reading them on the first call.
    func films() async throws -> [Film] {
        let task = reading ?? Task {
            // On a Dispatch thread: 10 ms of parsing must not hold one of Swift concurrency's few threads.
            try await DispatchWork.run { try CatalogueLoader(path: nil).load() }
        }
        reading = task
        return try await task.value
    }
}
