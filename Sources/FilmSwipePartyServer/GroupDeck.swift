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
        let swiped: Int
    }

    /// The catalogue ranked from.
    let catalogue: PartyCatalogue

    /// At most `limit` films passing `options`, best first for the members with `tastes`. A member without a taste
    /// (`--private`) has no say; when nobody has one, the recommender's cold-start order (popular, well rated) deals.
    /// With a watch table, only films on one of `services` (the union of the members': one member's subscription
    /// plays the film on the shared screen) are dealt.
    func ranked(options: RoomOptions, tastes: [MemberID: PartyTaste], services: Set<Int> = [], limit: Int) -> [FilmID] {
        let filter = RecommendationFilter(genres: options.genres, fromYear: options.fromYear, toYear: options.toYear, minRating: options.minRating)
        let watchable = options.watch?.films(on: services)
        let pool = catalogue.films.filter { filter.admits($0) && watchable?.contains($0.id) != false }.map(\.id)
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
        return GroupRanking().deck(scores: scores, reactions: tastes.mapValues(\.reactions), limit: limit)
    }

    /// The cards of `films` the catalogue holds, in order.
    func cards(_ films: [FilmID]) -> [PartyCard] {
        films.compactMap { catalogue.byID[$0].map(PartyCard.init(film:)) }
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
