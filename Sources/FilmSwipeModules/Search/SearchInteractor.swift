import FilmSwipeDomain

/// Looks films up in the catalogue's title index, one search at a time, and tells which of them the player already
/// reacted to.
@MainActor
public final class SearchInteractor: SearchInteractorInput {
    /// The most films a search returns: more than a screen, fewer than anyone reads.
    public static let resultLimit = 50

    public weak var output: SearchInteractorOutput?

    private let search: FilmSearch
    private let store: ReactionStore?
    private var running: Task<Void, Never>?
    private var reactionsRead: Task<Void, Never>?

    /// An interactor searching `search`, marking the films found by the reactions in `store` when there is one.
    public init(search: FilmSearch, store: ReactionStore? = nil) {
        self.search = search
        self.store = store
    }

    public func search(_ query: String) {
        // The reactions are read once, with the first search, beside it: a store that cannot be read only costs the
        // marks, and the search says so.
        if reactionsRead == nil, let store {
            reactionsRead = Task {
                do {
                    let reactions = try await store.reactions()
                    if !reactions.isEmpty { output?.displayReactions(reactions) }
                } catch {
                    output?.displayReactionsUnread(error)
                }
            }
        }
        running?.cancel()
        running = Task { [search] in
            do {
                let films = try await search.films(matching: query, limit: Self.resultLimit)
                guard !Task.isCancelled else { return }
                output?.displayResults(films, for: query)
            } catch {
                guard !Task.isCancelled else { return }
                output?.displayError(error)
            }
        }
    }

    /// Waits for the search under way, and the reactions being read.
    public func waitUntilIdle() async {
        await reactionsRead?.value
        await running?.value
    }
}
