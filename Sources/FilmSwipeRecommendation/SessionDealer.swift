import FilmSwipeDomain

/// One method playing a simulated session: it deals one card at a time and hears each answer before the next.
protocol SessionDealer {
    /// The next card, a model index; nil when nothing is left to deal.
    mutating func next() -> Int32?
    /// The player's answer to `item`: their swipe, and whether they rated the film at all.
    mutating func hear(_ item: Int32, _ reaction: UserReaction, rated: Bool)
}

/// The game's own session: its recommender, fed the history as swipes, dealing one card at a time.
struct GameSessionDealer: SessionDealer {
    private var session: Recommender

    /// A session over `model` for `user`, exploring as played when `exploring`.
    init(model: RecommendationModel, user: HeldOutUser, seed: UInt64, exploring: Bool) {
        session = Recommender(model: model, seed: seed, exploring: exploring)
        session.replay(.ratings(user.earlierRatings))
    }

    mutating func next() -> Int32? {
        session.next(count: 1).first.flatMap { session.model.position(of: $0.film) }
    }

    mutating func hear(_ item: Int32, _ reaction: UserReaction, rated: Bool) {
        session.react(session.model.films[Int(item)], reaction)
    }
}

/// A baseline that scores films by summing a row per film in the history (EASE's weights, item-kNN's similarities),
/// re-scored after every reaction. It hears what the game hears: a card liked or seen joins the history (the ratings it
/// learnt from count every rating a 1); a dislike adds nothing, since it cannot tell a film the player rated low from
/// one they never rated, nor weigh a film against. No card is dealt twice.
struct ScoreSumDealer: SessionDealer {
    private var scores: [Double]
    private var excluded: [Bool]
    private let addRow: (Int32, inout [Double]) -> Void

    /// A dealer over `itemCount` films for `user`, `addRow` adding a history film's row to the scores.
    init(itemCount: Int, user: HeldOutUser, addRow: @escaping (Int32, inout [Double]) -> Void) {
        scores = [Double](repeating: 0, count: itemCount)
        excluded = [Bool](repeating: false, count: itemCount)
        self.addRow = addRow
        for item in user.earlier {
            excluded[Int(item)] = true
            addRow(item, &scores)
        }
    }

    mutating func next() -> Int32? {
        var best: Int32?
        var highest = -Double.infinity
        // Ties go to the lower index: the catalogue is most-rated first.
        for item in scores.indices where !excluded[item] && scores[item] > highest {
            highest = scores[item]
            best = Int32(item)
        }
        return best
    }

    mutating func hear(_ item: Int32, _ reaction: UserReaction, rated: Bool) {
        excluded[Int(item)] = true
        if reaction == .favourite || reaction == .seen || reaction == .watchlist { addRow(item, &scores) }
    }
}

/// Most rated first, deaf to every answer.
struct PopularityDealer: SessionDealer {
    private let order: [Int32]
    private var position = 0
    private var excluded: Set<Int32>

    /// The popularity order, without `user`'s earlier films.
    init(order: [Int32], user: HeldOutUser) {
        self.order = order
        excluded = user.earlier
    }

    mutating func next() -> Int32? {
        while position < order.count, excluded.contains(order[position]) { position += 1 }
        return position < order.count ? order[position] : nil
    }

    mutating func hear(_ item: Int32, _ reaction: UserReaction, rated: Bool) {
        excluded.insert(item)
    }
}
