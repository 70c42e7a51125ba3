import Dispatch
import FilmSwipeDomain

/// The bundled catalogue dealt by the recommender: each page is the best films not yet dealt, ranked again after every
/// reaction, each with the reason it was chosen; `redeal` deals the cards still waiting on the deck again after a
/// reaction, so the next card answers it.
///
/// A new player is dealt the `StarterDeck` for the seed (well-known, well-liked films across genres, each with its
/// reason) until their first reaction; from then on the similarity model ranks every card. The model is built in the
/// background once the player is past the first page or has reacted (so it never slows a new player's first frame);
/// a page or a redeal that needs it waits for it. A player with a history (earlier games, or one imported) waits for
/// the model from the first page, so the first card is theirs. The first pages can be dealt from the catalogue's head
/// while the whole catalogue is still being read.
public actor RecommendedFilmRepository: FilmRepository {
    /// Films a page: small, so a reaction shows in the deck within a few cards.
    public static let pageSize = 5
    /// How many films "fans also liked" names, and how many people must have rated both for a film to be named.
    public static let alsoLiked = (count: 3, minimumCoRaters: 8)

    private let buildModel: @Sendable ([Film]) -> RecommendationModel
    private let wholeCatalogue: @Sendable () async throws -> [Film]
    private var wholeLoad: Task<[Film], Error>?
    private var isWhole = false
    private let earlierReactions: @Sendable () async -> [ReactionRecord]
    // Read once for the first page when it had to know whether there is a history; the model build reuses it.
    private var earlierRead: [ReactionRecord]?
    // Whether the player brought reactions from earlier games (or an import), once known.
    private var hasHistory: Bool?
    private var modelBuild: Task<PreparedModel?, Never>?

    private struct PreparedModel: Sendable {
        let model: RecommendationModel
        let earlier: [ReactionRecord]
        let filmsByID: FilmIndex
    }
    private let seed: UInt64
    private var filters: RecommendationFilter
    // The head of the catalogue until the whole is read, then the whole.
    private var films: [Film]
    // Built with the model: indexing 9,061 films takes milliseconds the first frame should not wait for.
    private var filmsByID = FilmIndex([])
    // Reactions made in this game, applied after the earlier ones once the model is ready.
    private var reactions: [(FilmID, UserReaction)] = []
    // Films dealt and not taken back, and those of them with a reaction now: the rest are waiting on the deck.
    private var dealt: Set<FilmID> = []
    private var reacted: Set<FilmID> = []
    private var recommender: Recommender?
    // Drawn from the films at hand when first needed, and again after a change of filters.
    private var starter: StarterDeck?

    /// A repository dealing `films` (most-rated first), seeded with `seed` and limited by `filters`.
    /// `buildModel` runs in the background, and `earlierReactions` (the player's reactions from earlier
    /// games, oldest first) are read with it, so neither delays the first frame.
    public init(
        films: [Film], seed: UInt64, filters: RecommendationFilter,
        earlierReactions: @escaping @Sendable () async -> [ReactionRecord],
        buildModel: @escaping @Sendable () -> RecommendationModel
    ) {
        self.init(head: films, wholeCatalogue: { films }, seed: seed, filters: filters, earlierReactions: earlierReactions) { _ in buildModel() }
    }

    /// A repository dealing from `head`, the first films of the catalogue, until `wholeCatalogue` has read them all
    /// (it is asked once, when the head runs short or the model is built); `buildModel` gets the whole catalogue.
    /// When the whole cannot be read, pages fail with its error once the head is dealt.
    public init(
        head: [Film], wholeCatalogue: @escaping @Sendable () async throws -> [Film], seed: UInt64, filters: RecommendationFilter,
        earlierReactions: @escaping @Sendable () async -> [ReactionRecord],
        buildModel: @escaping @Sendable ([Film]) -> RecommendationModel
    ) {
        self.buildModel = buildModel
        self.wholeCatalogue = wholeCatalogue
        self.earlierReactions = earlierReactions
        self.seed = seed
        self.filters = filters
        films = head
    }

    /// Waits until the similarity model is built and in use (starting the build if no page was dealt yet).
    public func waitUntilModelReady() async {
        install(await startModelBuild().value)
    }

    /// Whether pages are ranked by the model yet.
    public var isModelReady: Bool { recommender != nil }

    /// The similarity model once it is built and in use (for what a film's fans also liked), else nil.
    public var readyModel: RecommendationModel? { recommender?.model }

    public func recommendations(page: Int) async throws -> FilmPage {
        if hasHistory == nil, recommender == nil, page == 1 {
            if modelBuild == nil {
                let earlier = await earlierReactions()
                earlierRead = earlier
                hasHistory = !earlier.isEmpty
            } else {
                // The build reads the history itself; it says whether there is one when it is done.
                await waitUntilModelReady()
            }
        }
        if ranks, recommender == nil { await waitUntilModelReady() }
        let films = if ranks, recommender != nil { rankedFilms(count: Self.pageSize) } else { try await catalogueOrder() }
        dealt.formUnion(films.map(\.id))
        if page > 1 { startModelBuild() }
        // The deck is ranked as it goes, so how many pages remain is only known when they run out.
        return FilmPage(page: page, films: films, lastPage: films.count < Self.pageSize ? page : page + 1)
    }

    public func applyFilter(_ filter: RecommendationFilter) async -> Bool {
        filters = filter
        starter = nil
        return true
    }

    /// Notes the reaction for the ranking: the next page and `redeal` are ranked after it. A new player's first
    /// reaction ends the start: the model is built now, if it is not yet, and ranks every card from then on.
    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        reactions.append((film.id, new))
        if new == .none { reacted.remove(film.id) } else { reacted.insert(film.id) }
        recommender?.react(film.id, new)
        if recommender == nil { startModelBuild() }
    }

    public func redeal(_ waiting: [Film]) async throws -> [Film] {
        if ranks, recommender == nil { await waitUntilModelReady() }
        // A new player who has not reacted keeps the start as dealt; so does a game whose model could not be built.
        guard ranks, recommender != nil else { return waiting }
        // Chosen after the wait, which other calls may have used to deal or react.
        let takenBack = Set(waiting.lazy.map(\.id).filter { self.dealt.contains($0) && !self.reacted.contains($0) })
        guard !takenBack.isEmpty else { return waiting }
        recommender!.takeBack(takenBack)
        dealt.subtract(takenBack)
        let fresh = rankedFilms(count: takenBack.count)
        dealt.formUnion(fresh.map(\.id))
        var replacements = fresh.makeIterator()
        return waiting.compactMap { takenBack.contains($0.id) ? replacements.next() : $0 }
    }

    // Whether the model ranks the cards: the player brought a history or has reacted in this game.
    private var ranks: Bool {
        hasHistory == true || !reactions.isEmpty
    }

    // The model's next `count` films, each with its reason and what its fans also liked.
    private func rankedFilms(count: Int) -> [Film] {
        guard let model = recommender?.model else { return [] }
        return recommender!.next(count: count, filters: filters).compactMap { pick in
            guard var film = filmsByID[pick.film] else { return nil }
            film.reason = pick.reason
            film.fansAlsoLiked = model.nearestFilms(to: film.id, count: Self.alsoLiked.count, minimumCoRaters: Self.alsoLiked.minimumCoRaters)
                .compactMap { filmsByID[$0]?.title }
            return film
        }
    }

    /// The whole catalogue, read once.
    private func wholeFilms() async throws -> [Film] {
        if isWhole { return films }
        let load = wholeLoad ?? Task { [wholeCatalogue] in try await wholeCatalogue() }
        wholeLoad = load
        let whole = try await load.value
        if !isWhole {
            films = whole
            isWhole = true
        }
        return whole
    }

    @discardableResult
    private func startModelBuild() -> Task<PreparedModel?, Never> {
        if let modelBuild { return modelBuild }
        let buildModel = buildModel, earlierReactions = earlierReactions, earlierRead = earlierRead
        let build = Task.detached { [weak self] () -> PreparedModel? in
            // Without the whole catalogue there is no model; the pages report why once the head is dealt.
            guard let films = try? await self?.wholeFilms() else { return nil }
            let earlier = if let earlierRead { earlierRead } else { await earlierReactions() }
            // A thread of its own, not one of Swift concurrency's few: a quarter-second of number crunching
            // must not hold up the tasks that load and save the player's cards meanwhile.
            let model = await DispatchWork.run(qos: .utility) { buildModel(films) }
            return PreparedModel(model: model, earlier: earlier, filmsByID: FilmIndex(films))
        }
        modelBuild = build
        Task { [weak self] in
            let prepared = await build.value
            await self?.install(prepared)
        }
        return build
    }

    private func install(_ prepared: PreparedModel?) {
        guard recommender == nil, let prepared else { return }
        if hasHistory == nil { hasHistory = !prepared.earlier.isEmpty }
        filmsByID = prepared.filmsByID
        var fresh = Recommender(model: prepared.model, seed: seed)
        fresh.replay(.reactions(prepared.earlier))
        for (film, reaction) in reactions { fresh.react(film, reaction) }
        fresh.markSeen(dealt)
        recommender = fresh
    }

    /// How a reason names a reaction imported from elsewhere: "you rated Heat 4.5 on Letterboxd"; nil for the game's own.
    static func phrase(for record: ReactionRecord) -> String? {
        guard record.origin != .game else { return nil }
        let title = record.film.title, origin = record.origin.displayName
        if let rating = record.originRating { return "you rated \(title) \(record.origin.ratingText(rating)) on \(origin)" }
        switch record.reaction {
        case .favourite: return "you liked \(title) on \(origin)"
        case .watchlist: return "you saved \(title) to watch on \(origin)"
        default: return nil
        }
    }

    // Before the model is ready: the starter deck, then the next films in the catalogue's order, that pass the filters
    // (the interactor leaves out the ones already reacted to), from the whole catalogue once the head runs short.
    private func catalogueOrder() async throws -> [Film] {
        let fromHead = nextInOrder()
        guard fromHead.count < Self.pageSize, !isWhole else { return fromHead }
        _ = try await wholeFilms()
        return nextInOrder()
    }

    private func nextInOrder() -> [Film] {
        let starter = starter ?? StarterDeck(catalogue: films, seed: seed, filters: filters)
        self.starter = starter
        var page: [Film] = []
        var onPage: Set<FilmID> = []
        for film in [starter.films, films].joined() {
            if page.count == Self.pageSize { break }
            guard !dealt.contains(film.id), !onPage.contains(film.id), filters.admits(film) else { continue }
            page.append(film)
            onPage.insert(film.id)
        }
        return page
    }
}
