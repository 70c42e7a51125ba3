import FilmSwipeDomain

/// The bundled catalogue dealt by the recommender: each page is the best films not yet dealt, ranked
/// again after every reaction, each with the reason it was chosen.
///
/// The similarity model is built in the background from the start; until it is ready, pages come in the
/// catalogue's own order (most-rated first), so the first cards never wait for it.
public actor RecommendedFilmRepository: FilmRepository {
    /// Films a page: small, so a reaction shows in the deck within a few cards.
    public static let pageSize = 5

    private let modelBuild: Task<RecommendationModel, Never>
    private let seed: UInt64
    private let filters: RecommendationFilter
    private let films: [Film]
    private let filmsByID: [FilmID: Film]
    private var reactions: [(FilmID, UserReaction)]
    private var dealt: Set<FilmID> = []
    private var recommender: Recommender?

    /// A repository dealing `films` (most-rated first), seeded with `seed` and limited by `filters`, that
    /// already knows the player's earlier `reactions` (oldest first); `buildModel` runs in the background.
    public init(
        films: [Film], seed: UInt64, filters: RecommendationFilter, reactions: [ReactionRecord],
        buildModel: @escaping @Sendable () -> RecommendationModel
    ) {
        let build = Task.detached(priority: .userInitiated) { buildModel() }
        modelBuild = build
        self.seed = seed
        self.filters = filters
        self.films = films
        filmsByID = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.reactions = reactions.map { ($0.film.id, $0.reaction) }
        Task { [weak self] in
            let model = await build.value
            await self?.install(model)
        }
    }

    /// Waits until the similarity model is built and in use.
    public func waitUntilModelReady() async {
        install(await modelBuild.value)
    }

    /// Whether pages are ranked by the model yet.
    public var isModelReady: Bool { recommender != nil }

    public func recommendations(page: Int) async throws -> FilmPage {
        let picks = recommender?.next(count: Self.pageSize, filters: filters) ?? catalogueOrder()
        dealt.formUnion(picks.map(\.film))
        let films = picks.compactMap { pick -> Film? in
            guard var film = filmsByID[pick.film] else { return nil }
            film.reason = pick.reason
            return film
        }
        // The deck is ranked as it goes, so how many pages remain is only known when they run out.
        return FilmPage(page: page, films: films, lastPage: picks.count < Self.pageSize ? page : page + 1)
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        reactions.append((film.id, new))
        recommender?.react(film.id, new)
    }

    private func install(_ model: RecommendationModel) {
        guard recommender == nil else { return }
        var fresh = Recommender(model: model, seed: seed)
        for (film, reaction) in reactions { fresh.react(film, reaction) }
        fresh.markSeen(dealt)
        recommender = fresh
    }

    // Before the model is ready: the next films in the catalogue's order that pass the filters.
    private func catalogueOrder() -> [Recommendation] {
        let reacted = Set(reactions.filter { $0.1 != .none }.map(\.0))
        return films.lazy
            .filter { !self.dealt.contains($0.id) && !reacted.contains($0.id) && self.filters.admits($0) }
            .prefix(Self.pageSize)
            .map { Recommendation(film: $0.id, reason: nil) }
    }
}
