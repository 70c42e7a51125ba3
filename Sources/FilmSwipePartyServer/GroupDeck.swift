import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipeRecommendation

/// A room's deck from the catalogue: the films its options admit, ranked for the members' tastes by `GroupRanking`.
struct GroupDeck: Sendable {
    /// Cards in a room's deck: enough for a long evening, few enough for one welcome message.
    static let size = 150
    /// The fewest unswiped films a re-ranked deck keeps, however many films were already swiped.
    static let freshMinimum = 50

    /// What ranking a room's deck needs: its options, the tastes and services of the members present, and how many
    /// films were swiped (they stay on top, so the ranking must reach past them).
    struct Input: Sendable {
        let options: RoomOptions
        let tastes: [MemberID: PartyTaste]
        let services: Set<Int>
        /// The watchlists the members present brought.
        var watchlists: [PartyWatchlist] = []
        let swiped: Int
    }

    /// The catalogue ranked from.
    let catalogue: PartyCatalogue

    /// At most `limit` films passing `options`, best first for the members with `tastes`. A member without a taste
    /// (`--private`) has no say; when nobody has one, the recommender's cold-start order (popular, well rated) deals.
    /// With a watch table, only films on one of `services` (the union of the members': one member's subscription
    /// plays the film on the shared screen) are dealt. Films on two or more of `watchlists` come first, most watchlists
    /// first, unless a member dislikes one or the options leave it out; they are dealt even when every member has
    /// reacted to them (they are on the watchlist, which is what they reacted).
    func ranked(options: RoomOptions, tastes: [MemberID: PartyTaste], services: Set<Int> = [], watchlists: [PartyWatchlist] = [], limit: Int) -> [FilmID] {
        let pool = catalogue.films.filter(Self.admission(options: options, services: services)).map(\.id)
        var scores: [MemberID: [FilmID: Float]] = [:]
        for (member, taste) in tastes {
            var recommender = Recommender(model: catalogue.model, seed: 0)
            for (film, reaction) in taste.reactions { recommender.react(film, reaction) }
            scores[member] = Self.scores(of: pool, by: recommender)
        }
        if scores.isEmpty {
            // Member ids start at 1, so 0 never collides with a member's.
            scores[MemberID(0)] = Self.scores(of: pool, by: Recommender(model: catalogue.model, seed: 0))
        }
        let ranking = GroupRanking().deck(scores: scores, reactions: tastes.mapValues(\.reactions))
        let shared = SharedWatchlists(watchlists)
        guard !shared.counts.isEmpty else { return Array(ranking.prefix(max(0, limit))) }
        let ranked = Set(ranking)
        let disliked = Self.disliked(by: tastes)
        let unranked = pool.filter { shared.count(of: $0) != nil && !ranked.contains($0) && !disliked.contains($0) }
        return Array(shared.first(ranking + unranked).prefix(max(0, limit)))
    }

    /// The cards of `films` a room with `input` may deal: in the catalogue, passing its options and services, and
    /// disliked by no member present.
    func admitted(_ films: some Sequence<FilmID>, for input: Input) -> [PartyCard] {
        let admits = Self.admission(options: input.options, services: input.services)
        let disliked = Self.disliked(by: input.tastes)
        return films.compactMap { id in
            guard let film = catalogue.byID[id], admits(film), !disliked.contains(id) else { return nil }
            return PartyCard(film: film)
        }
    }

    /// The cards of `films` the catalogue holds, in order.
    func cards(_ films: [FilmID]) -> [PartyCard] {
        films.compactMap { catalogue.byID[$0].map(PartyCard.init(film:)) }
    }

    // Whether a film passes the room's genres, years and rating and, with a watch table, is on one of `services`.
    private static func admission(options: RoomOptions, services: Set<Int>) -> (Film) -> Bool {
        let filter = RecommendationFilter(genres: options.genres, fromYear: options.fromYear, toYear: options.toYear, minRating: options.minRating)
        let watchable = options.watch?.films(on: services)
        return { filter.admits($0) && watchable?.contains($0.id) != false }
    }

    // The films any of `tastes` dislikes: never dealt for a watchlist.
    private static func disliked(by tastes: [MemberID: PartyTaste]) -> Set<FilmID> {
        Set(tastes.values.flatMap { $0.reactions.filter { $0.value == .dislike }.keys })
    }

    private static func scores(of pool: [FilmID], by recommender: Recommender) -> [FilmID: Float] {
        var scores: [FilmID: Float] = [:]
        scores.reserveCapacity(pool.count)
        for film in pool {
            if let score = recommender.score(of: film) { scores[film] = score }
        }
        return scores
    }
}
