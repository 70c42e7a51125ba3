import FilmSwipeDomain

/// A test user's ratings split by time: the earlier half becomes swipes, the later half is the answer key.
struct HeldOutUser {
    /// The earlier half as swipes, oldest first.
    let swipes: [(film: FilmID, reaction: UserReaction)]
    /// Model indices of the earlier half's films, never scored.
    let earlier: Set<Int32>
    /// Model indices of later films rated ≥ 4.0.
    let relevant: Set<Int32>

    /// Splits `ratings` (one user's) at half their count, by time; films the model does not know are left out.
    init(ratings: [Rating], model: RecommendationModel) {
        // Sorting by time keeps the file order for equal times, so the split never depends on the sort.
        let ordered = ratings.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let half = ordered.count / 2
        let earlierHalf = ordered[..<half]
        swipes = earlierHalf.map { rating in
            let reaction: UserReaction = rating.stars >= 4 ? .favourite : rating.stars <= 2.5 ? .dislike : .none
            return (rating.filmID, reaction)
        }
        earlier = Set(earlierHalf.compactMap { model.position(of: $0.filmID) })
        relevant = Set(ordered[half...].filter { $0.stars >= 4 }.compactMap { model.position(of: $0.filmID) }).subtracting(earlier)
    }
}
