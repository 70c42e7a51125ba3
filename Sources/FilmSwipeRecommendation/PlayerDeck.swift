import FilmSwipeDomain

/// What one player is dealt, as the game deals it: a new player gets the starter deck until their first reaction, and
/// from then on (or from the first card, for a player who brings a history) the recommender's ranking after every
/// reaction. `recommend --session` deals each of its users with one.
public struct PlayerDeck: Sendable {
    private var recommender: Recommender
    // The start still to be dealt, while the player is new and has not reacted; empty afterwards.
    private var starter: [Film]

    /// A deck for a player who brings `history`, ranked by `model`; with no history, the start for `seed` from
    /// `catalogue` (most-rated first) comes first. `exploring` as in `Recommender`.
    public init(model: RecommendationModel, catalogue: [Film], seed: UInt64, exploring: Bool, history: [Rating]) {
        recommender = Recommender(model: model, seed: seed, exploring: exploring)
        recommender.replay(.ratings(history))
        starter = history.isEmpty ? StarterDeck(catalogue: catalogue, seed: seed).films : []
    }

    /// Whether the next cards still come from the starter deck.
    public var isStarting: Bool { !starter.isEmpty }

    /// Deals the next `count` cards, marked dealt so they are never dealt again.
    public mutating func next(count: Int) -> [Recommendation] {
        var dealt: [Recommendation] = []
        while dealt.count < count, !starter.isEmpty {
            let film = starter.removeFirst()
            guard !recommender.hasSeen(film.id) else { continue }
            recommender.markSeen([film.id])
            dealt.append(Recommendation(film: film.id, reason: film.reason))
        }
        if dealt.count < count { dealt += recommender.next(count: count - dealt.count) }
        return dealt
    }

    /// Records `reaction` to `film`, as a swipe in a game: the start gives way to the ranking.
    public mutating func react(_ film: FilmID, _ reaction: UserReaction) {
        recommender.react(film, reaction)
        starter = []
    }
}
