import FilmSwipeDomain

/// The films a player's "tonight" round is over: their watchlist first, then the unseen films the recommender ranks
/// highest, each one the player's limits let through, at most `size`.
///
/// The watchlist's films go in the recommender's order for the player (a film the model does not know, from TMDB say,
/// after those it does, newest saved first), so with a long watchlist its best fits come. The rest are the recommender's
/// ranking without exploration: the same reactions and seed give the same shortlist.
public struct TonightShortlist: Sendable {
    /// How many films a round is over when the player does not say: seven pairs.
    public static let standardSize = 8

    /// The films, watchlist first; each from the watchlist says so in its reason, each of the recommender's says why.
    public let films: [Film]
    /// How many of them come from the watchlist.
    public let fromWatchlist: Int

    /// The shortlist of at most `size` films from `catalogue` (every film the recommender's `model` knows, with its
    /// facts) and the player's `records` (newest first, as the store gives them), each passing `admits`; a film of
    /// `availability` gets its offers first (and so `admits` can ask whether it streams on the player's services).
    public init(
        catalogue: [Film], records: [ReactionRecord], model: RecommendationModel, seed: UInt64, size: Int = Self.standardSize,
        availability: [FilmID: FilmAvailability] = [:], admits: (Film) -> Bool
    ) {
        var recommender = Recommender(model: model, seed: seed, exploring: false)
        recommender.replay(.reactions(records.reversed()))
        let index = FilmIndex(catalogue)
        let known = { (film: Film) -> Film in
            var film = index[film.id] ?? film
            if let offers = availability[film.id] { film.availability = offers }
            return film
        }
        // Stable: among films the model scores alike (or does not know), the newest saved first.
        let watchlist = records.filter { $0.reaction == .watchlist }.map { known($0.film) }.filter(admits)
            .enumerated()
            .sorted { a, b in
                let (x, y) = (recommender.score(of: a.element.id), recommender.score(of: b.element.id))
                if x != y { return (x ?? -.infinity) > (y ?? -.infinity) }
                return a.offset < b.offset
            }
            .map { entry in
                var film = entry.element
                film.reason = "on your watchlist"
                return film
            }
        var chosen = Array(watchlist.prefix(max(0, size)))
        fromWatchlist = chosen.count
        if chosen.count < size {
            // The films reacted to are seen by the recommender already; a pool wide enough that limits (a short
            // runtime, a service) still leave enough.
            let pool = recommender.ranked(count: max(400, 50 * size), excluding: Set(chosen.map(\.id)))
            for pick in pool where chosen.count < size {
                guard let film = index[pick.film] else { continue }
                var candidate = known(film)
                guard admits(candidate) else { continue }
                candidate.reason = pick.reason
                chosen.append(candidate)
            }
        }
        films = chosen
    }
}
