import FilmSwipeDomain

/// Looks films up in the catalogue's title index, one search at a time.
@MainActor
public final class SearchInteractor: SearchInteractorInput {
    /// The most films a search returns: more than a screen, fewer than anyone reads.
    public static let resultLimit = 50

    public weak var output: SearchInteractorOutput?

    private let search: FilmSearch
    private var running: Task<Void, Never>?

    /// An interactor searching `search`.
    public init(search: FilmSearch) {
        self.search = search
    }

    public func search(_ query: String) {
        running?.cancel()
        running = Task { [search] in
            do {
                let films = try await search.films(matching: query, limit: Self.resultLimit)
                guard !Task.isCancelled else { return }
                output?.displayResults(films, for: query)
            } catch {
                guard !Task.isCancelled else { return }
                output?.displayError(text: PlayerMessage.describing(error))
            }
        }
    }

    /// Waits for the search under way.
    public func waitUntilIdle() async {
        await running?.value
    }
}
