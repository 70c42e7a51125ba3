/// What the stub's account holds: the favourite and watchlist sets and the ratings.
public struct StubAccount: Sendable, Equatable {
    /// Movie ids on the favorite list.
    public var favourites: Set<Int> = []
    /// Movie ids on the watchlist.
    public var watchlist: Set<Int> = []
    /// Ratings by movie id.
    public var ratings: [Int: Double] = [:]

    /// An account holding `favourites`, `watchlist` and `ratings`.
    public init(favourites: Set<Int> = [], watchlist: Set<Int> = [], ratings: [Int: Double] = [:]) {
        self.favourites = favourites
        self.watchlist = watchlist
        self.ratings = ratings
    }
}
