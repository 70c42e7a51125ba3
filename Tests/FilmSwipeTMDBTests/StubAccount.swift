/// What the stub's account holds: the favourite and watchlist sets and the ratings.
struct StubAccount: Sendable, Equatable {
    /// Movie ids on the favorite list.
    var favourites: Set<Int> = []
    /// Movie ids on the watchlist.
    var watchlist: Set<Int> = []
    /// Ratings by movie id.
    var ratings: [Int: Double] = [:]
}
