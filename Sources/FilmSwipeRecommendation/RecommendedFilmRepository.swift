import FilmSwipeDomain

/// The bundled catalogue dealt by the recommender: each page is the best films not yet dealt, ranked
/// again after every reaction, each with the reason it was chosen.
public actor RecommendedFilmRepository: FilmRepository {
    /// Films a page: small, so a reaction shows in the deck within a few cards.
    public static let pageSize = 5

    private let modelBuild: Task<RecommendationModel, Never>
    private let seed: UInt64
    private let filters: RecommendationFilter
    private var pendingReactions: [(FilmID, UserReaction)]
    private var recommender: Recommender?
    private let filmsByID: [FilmID: Film]

    /// A repository dealing `films`, seeded with `seed` and limited by `filters`, that already knows the
    /// player's earlier `reactions` (oldest first). `buildModel` runs in the background from the start,
    /// so the game draws its first frame while the similarities are computed.
    public init(
        films: [Film], seed: UInt64, filters: RecommendationFilter, reactions: [ReactionRecord],
        buildModel: @escaping @Sendable () -> RecommendationModel
    ) {
        modelBuild = Task.detached(priority: .userInitiated) { buildModel() }
        self.seed = seed
        self.filters = filters
        pendingReactions = reactions.map { ($0.film.id, $0.reaction) }
        filmsByID = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func recommendations(page: Int) async throws -> FilmPage {
        let picks = await readyRecommender { $0.next(count: Self.pageSize, filters: filters) }
        let films = picks.compactMap { pick -> Film? in
            guard var film = filmsByID[pick.film] else { return nil }
            film.reason = pick.reason
            return film
        }
        // The deck is ranked as it goes, so how many pages remain is only known when they run out.
        return FilmPage(page: page, films: films, lastPage: picks.count < Self.pageSize ? page : page + 1)
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        guard recommender != nil else {
            pendingReactions.append((film.id, new))
            return
        }
        await readyRecommender { $0.react(film.id, new) }
    }

    // The recommender once the model is built, with every reaction made meanwhile applied in order.
    private func readyRecommender<T>(_ use: (inout Recommender) -> T) async -> T {
        if recommender == nil {
            let model = await modelBuild.value
            if recommender == nil {
                var fresh = Recommender(model: model, seed: seed)
                for (film, reaction) in pendingReactions { fresh.react(film, reaction) }
                pendingReactions = []
                recommender = fresh
            }
        }
        return use(&recommender!)
    }
}
