import FilmSwipeDomain

/// Reads the player's lists from the reaction store.
@MainActor
public final class LibraryInteractor: LibraryInteractorInput {
    public weak var output: LibraryInteractorOutput?

    private let store: ReactionStore
    private var load: Task<Void, Never>?

    /// An interactor reading from `store`.
    public init(store: ReactionStore) {
        self.store = store
    }

    public func loadLists() {
        load = Task {
            do {
                let records = try await store.records(nil)
                output?.displayRecords(records)
            } catch {
                output?.displayError(error)
            }
        }
    }

    /// Waits for the read under way.
    public func waitUntilIdle() async {
        await load?.value
    }
}
