import FilmSwipeDomain

/// A test user's ratings split by time: the earlier half becomes swipes, the later half is the answer key.
struct HeldOutUser {
    /// The earlier half, oldest first: fed as swipes (`Rating.swipe`).
    let earlierRatings: [Rating]
    /// Model indices of the earlier half's films, never scored.
    let earlier: Set<Int32>
    /// Model indices of later films rated ≥ 4.0.
    let relevant: Set<Int32>
    /// The stars of each later film, by model index (not among the earlier half's): what answers a simulated player's cards.
    let later: [Int32: Float]

    /// Splits `ratings` (one user's) at half their count, by time; films not in `index` are left out.
    init(ratings: [Rating], index: [FilmID: Int32]) {
        // Sorting by time keeps the file order for equal times, so the split never depends on the sort.
        let ordered = ratings.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let half = ordered.count / 2
        let earlierHalf = ordered[..<half]
        earlierRatings = Array(earlierHalf)
        earlier = Set(earlierHalf.compactMap { index[$0.filmID] })
        relevant = Set(ordered[half...].filter { $0.stars >= 4 }.compactMap { index[$0.filmID] }).subtracting(earlier)
        var later: [Int32: Float] = [:]
        for rating in ordered[half...] {
            if let item = index[rating.filmID], !earlier.contains(item) { later[item] = rating.stars }
        }
        self.later = later
    }
}
