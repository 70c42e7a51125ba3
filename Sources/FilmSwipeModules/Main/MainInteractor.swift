import FilmSwipeDomain

/// Main's use cases: dealing pages of films not yet reacted to, and saving reactions in order.
@MainActor
public final class MainInteractor: MainInteractorInput {
    public weak var output: MainInteractorOutput?

    private let repository: FilmRepository
    private let store: ReactionStore
    private let facts: FilmFacts?
    private var nextPage = 1
    private var lastPage: Int?
    private var reactedIDs: Set<FilmID>?
    /// Every film this game has shown, by id: what a reaction to one is saved with.
    private var dealtFilms: [FilmID: Film] = [:]
    /// The films on the deck or reacted to: a page never deals one of them again. A film taken back by a redeal leaves
    /// it, and may come again.
    private var onDeck: Set<FilmID> = []
    private var load: Task<Void, Never>?
    // Which load `load` is, so a load that ends after a newer one began does not clear the newer one.
    private var loadNumber = 0
    private var writes: Task<Void, Never>?
    // Counts run one after another too, beside the writes rather than in their line, so a count never delays a swipe.
    private var counting: Task<Void, Never>?
    // Films taken into the deck are filled in one after another, so an older film's facts never arrive after a newer's.
    private var filling: Task<Void, Never>?
    private var isOffline = false

    /// An interactor dealing from `repository` and saving to `store` (and to the repository); a film taken back gets
    /// its facts from `facts`, when given.
    public init(repository: FilmRepository, store: ReactionStore, facts: FilmFacts? = nil) {
        self.repository = repository
        self.store = store
        self.facts = facts
    }

    public func loadData() {
        guard load == nil else { return }
        if let lastPage, nextPage > lastPage {
            output?.displayDataEnd()
            return
        }
        loadNumber += 1
        let number = loadNumber
        load = Task { await loadNextFilms(number) }
    }

    public func saveReaction(id: FilmID, reaction: UserReaction) {
        guard let film = dealtFilms[id] else { return }
        reactedIDs?.insert(id)
        // Writes run one after another, in the order the player reacted.
        let previous = writes
        writes = Task {
            await previous?.value
            do {
                // Another game may have reacted to this film meanwhile: the swipe, being newer, goes over it.
                let replaced = try await store.changeReaction(film, from: .none, to: reaction)
                output?.displaySaved(id: id)
                refreshTotal()
                if replaced != reaction {
                    try await repository.setReaction(film, from: replaced, to: reaction)
                }
            } catch {
                output?.displayError(.saving(title: film.title, error))
            }
        }
    }

    public func addToDeck(_ film: Film) {
        dealtFilms[film.id] = film
        onDeck.insert(film.id)
        fillFacts(of: film)
    }

    // A film taken into the deck (found, or a party member's suggestion) is filled in as dealt films are: its facts now,
    // what its fans also liked once the lookup is complete.
    private func fillFacts(of film: Film) {
        guard let facts else { return }
        let previous = filling
        filling = Task {
            await previous?.value
            output?.displayFacts(of: await facts.completing(film))
            await facts.waitUntilComplete()
            output?.displayFacts(of: await facts.completing(film))
        }
    }

    public func undoLastReaction() {
        // After the writes under way, so the reaction just swiped is the one taken back.
        let previous = writes
        writes = Task {
            await previous?.value
            do {
                guard let undo = try await store.undoLatestChange() else {
                    output?.displayNothingToUndo()
                    return
                }
                let id = undo.film.id
                if undo.current == .none { reactedIDs?.remove(id) } else { reactedIDs?.insert(id) }
                // The copy dealt in this game, when there is one, has facts a stored snapshot lacks (else the lookup
                // gives them); a film back on the deck can be swiped again.
                let film = await withFacts(dealtFilms[id] ?? undo.film)
                dealtFilms[id] = film
                onDeck.insert(id)
                let newest: ReactionRecord?
                do {
                    newest = try await store.latestRecord()
                } catch {
                    // The undo stands; only what redo offers next is unknown.
                    newest = nil
                    output?.displayError(.reading(error))
                }
                output?.displayUndone(undo.with(film: film), newest: newest)
                refreshTotal()
                if case .restored = undo.outcome, undo.current != undo.undone {
                    try await repository.setReaction(film, from: undo.undone, to: undo.current)
                }
            } catch {
                output?.displayError(.undoing(error))
            }
        }
    }

    public func refreshTotal() {
        let previous = counting
        counting = Task {
            await previous?.value
            do {
                output?.displayReactionTotal(try await store.reactionCount())
            } catch {
                output?.displayError(.reading(error))
            }
        }
    }

    public func redeal(_ waiting: [Film]) {
        guard !waiting.isEmpty else { return }
        // After the writes under way: the repository has learnt from the reaction before it deals again.
        let previous = writes
        writes = Task {
            await previous?.value
            let films: [Film]
            do {
                films = try await repository.redeal(waiting)
            } catch {
                // A source that cannot deal again (offline) leaves the waiting cards as they are: they are still good.
                output?.displayRedealt(waiting, replacing: waiting.map(\.id))
                return
            }
            let kept = Set(films.map(\.id))
            for film in waiting where !kept.contains(film.id) { onDeck.remove(film.id) }
            for film in films {
                dealtFilms[film.id] = film
                onDeck.insert(film.id)
            }
            output?.displayRedealt(films, replacing: waiting.map(\.id))
        }
    }

    public func loadNewest() {
        let previous = counting
        counting = Task {
            await previous?.value
            do {
                output?.displayNewest(try await store.latestRecord())
            } catch {
                output?.displayError(.reading(error))
            }
        }
    }

    public func changeFilter(_ filter: RecommendationFilter) {
        let running = load
        loadNumber += 1
        let number = loadNumber
        load = Task {
            // A page being fetched under the old filter is delivered first; paging then starts again.
            await running?.value
            guard await repository.applyFilter(filter) else {
                finishLoad(number) { $0.displayFilterUnsupported() }
                return
            }
            nextPage = 1
            lastPage = nil
            finishLoad(number) { $0.displayFilterApplied() }
        }
    }

    /// Waits for the reactions being written (and the undo being made): what quitting must not cut short.
    public func waitForWrites() async {
        await writes?.value
    }

    /// Waits for the load and the writes under way; for callers that must know they are done.
    public func waitUntilIdle() async {
        await load?.value
        await writes?.value
        await counting?.value
        await filling?.value
    }

    // Pages until one has films to deal, or the last page was reached.
    private func loadNextFilms(_ number: Int) async {
        do {
            let reacted = try await reactedFilmIDs()
            while true {
                let page = try await repository.recommendations(page: nextPage)
                lastPage = page.lastPage
                nextPage = page.page + 1
                if page.isSavedCopy != isOffline {
                    isOffline = page.isSavedCopy
                    output?.displayOffline(isOffline)
                }
                let fresh = page.films.filter { !reacted.contains($0.id) && !onDeck.contains($0.id) }
                for film in fresh {
                    dealtFilms[film.id] = film
                    onDeck.insert(film.id)
                }
                if !fresh.isEmpty {
                    finishLoad(number) { $0.displayNewData(data: fresh) }
                    return
                }
                if page.isLast {
                    finishLoad(number) { $0.displayDataEnd() }
                    return
                }
            }
        } catch {
            finishLoad(number) { $0.displayError(.loading(error)) }
        }
    }

    private func reactedFilmIDs() async throws -> Set<FilmID> {
        if let reactedIDs { return reactedIDs }
        let ids = Set(try await store.reactions().keys)
        reactedIDs = ids
        return ids
    }

    // A film taken back after a restart is the store's snapshot (id, title, year, overview, genres, runtime, rating):
    // the lookup gives it back the rest (certificate, spread, IMDb line, fans also liked), so it looks as it did dealt.
    private func withFacts(_ film: Film) async -> Film {
        await facts?.completing(film) ?? film
    }

    // The load is over before the output hears of it, so the output may ask for the next one at once.
    private func finishLoad(_ number: Int, _ report: (MainInteractorOutput) -> Void) {
        if number == loadNumber { load = nil }
        if let output { report(output) }
    }
}
