import FilmSwipeDomain

/// A film source whose dealt films get their full facts from a lookup, without making a page wait for them.
///
/// A page goes out as the source dealt it, so the first frame never waits for the whole catalogue or the similarity
/// model. Each film dealt is then looked up, and the fuller film reported to `report` (the deck's card takes its facts);
/// once the lookup is complete (the model behind "fans also liked" built), the films dealt before it are looked up
/// again. So a party card, which carries few facts, and the first cards of a game, dealt before the model, end up
/// showing all a card found later shows.
// On the main actor, as the interactor and the game's frame-requesting repository are: a page goes from the one to the
// other without a hop, so the frame asked for on its arrival draws it. (As an actor of its own, the page reached the
// interactor after that frame, and the cards waited for the run loop's next tick: 21 ms from the first byte to the cards
// instead of 9.)
@MainActor
final class FilmFactsRepository: FilmRepository {
    private let repository: FilmRepository
    private let facts: FilmFacts
    private let report: @MainActor @Sendable (Film) -> Void
    // Films dealt while the lookup was not complete, looked up again once it is.
    private var waiting: [FilmID: Film] = [:]
    private var isComplete = false
    private var completion: Task<Void, Never>?
    // The look-ups run one after another, so a film looked up before the model is never reported after one looked up with it.
    private var lookups: Task<Void, Never>?

    /// Deals `repository`'s films, reporting each one's fuller facts from `facts` to `report`.
    init(_ repository: FilmRepository, facts: FilmFacts, report: @escaping @MainActor @Sendable (Film) -> Void) {
        self.repository = repository
        self.facts = facts
        self.report = report
    }

    func recommendations(page: Int) async throws -> FilmPage {
        let page = try await repository.recommendations(page: page)
        if !page.films.isEmpty { fill(page.films) }
        return page
    }

    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        try await repository.setReaction(film, from: old, to: new)
    }

    func applyFilter(_ filter: RecommendationFilter) async -> Bool {
        await repository.applyFilter(filter)
    }

    // The films dealt again are looked up as any page's are.
    func redeal(_ waiting: [Film]) async throws -> [Film] {
        let films = try await repository.redeal(waiting)
        let known = Set(waiting.map(\.id))
        let fresh = films.filter { !known.contains($0.id) }
        if !fresh.isEmpty { fill(fresh) }
        return films
    }

    /// Waits until the films dealt so far have been looked up (and, once complete, looked up again); for tests.
    func waitUntilFilled() async {
        await completion?.value
        await lookups?.value
    }

    private func fill(_ films: [Film]) {
        if !isComplete {
            for film in films { waiting[film.id] = film }
            // Once the source has dealt its first page: what the lookup waits for is built in the background, never before.
            if completion == nil {
                completion = Task {
                    await facts.waitUntilComplete()
                    completed()
                }
            }
        }
        lookUp(films)
    }

    private func completed() {
        isComplete = true
        let films = Array(waiting.values)
        waiting = [:]
        lookUp(films)
    }

    private func lookUp(_ films: [Film]) {
        let previous = lookups
        lookups = Task { [facts, report] in
            await previous?.value
            for film in films {
                let fuller = await facts.completing(film)
                if fuller != film { await report(fuller) }
            }
        }
    }
}
