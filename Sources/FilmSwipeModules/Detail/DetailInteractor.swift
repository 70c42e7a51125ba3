import FilmSwipeDomain

/// Changes a reaction: locally in one transaction, then at the source if it keeps reactions.
@MainActor
public final class DetailInteractor: DetailInteractorInput {
    public weak var output: DetailInteractorOutput?

    private let repository: FilmRepository
    private let store: ReactionStore
    private let facts: FilmFacts?
    private let opener: PageOpener?
    private var change: Task<Void, Never>?
    private var lookup: Task<Void, Never>?

    /// An interactor changing reactions in `store` and at `repository`, looking films' facts up in `facts`.
    public init(repository: FilmRepository, store: ReactionStore, facts: FilmFacts? = nil, opener: PageOpener? = nil) {
        self.opener = opener
        self.repository = repository
        self.store = store
        self.facts = facts
    }

    public func lookUpFacts(of film: Film) {
        guard let facts else { return }
        lookup = Task {
            var shown = film
            // What the lookup has now, then what fans also liked once the similarity model is built.
            for pass in 0..<2 {
                if pass == 1 { await facts.waitUntilComplete() }
                let fuller = await facts.completing(shown)
                if fuller != shown {
                    shown = fuller
                    output?.didFindFacts(fuller)
                }
            }
        }
    }

    public func openPage(_ url: String) {
        output?.didOpenPage(url, opened: opener?.open(url) ?? false)
    }

    public func changeReaction(of film: Film, from old: UserReaction, to new: UserReaction) {
        change = Task {
            do {
                let stored = try await store.changeReaction(film, from: old, to: new)
                if stored != new {
                    do {
                        try await repository.setReaction(film, from: stored, to: new)
                    } catch {
                        // The source refused: put the old reaction back so both agree.
                        do {
                            try await store.setReaction(film, from: new, to: stored)
                        } catch let failure {
                            throw ReactionNotRestored(refusal: error, failure: failure)
                        }
                        throw error
                    }
                }
                output?.didChangeReaction(to: new, changedElsewhere: stored == old ? nil : stored)
            } catch {
                output?.didFailToChangeReaction(error)
            }
        }
    }

    /// Waits for the change and the look-up under way.
    public func waitUntilIdle() async {
        await lookup?.value
        await change?.value
    }
}
