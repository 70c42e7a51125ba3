/// What the stub's account holds: the favourite and watchlist sets, the ratings and the lists it made.
public struct StubAccount: Sendable, Equatable {
    /// Movie ids on the favorite list.
    public var favourites: Set<Int> = []
    /// Movie ids on the watchlist.
    public var watchlist: Set<Int> = []
    /// Ratings by movie id.
    public var ratings: [Int: Double] = [:]
    /// The lists made with `POST /list`, the first made first.
    public var lists: [StubList] = []

    /// An account holding `favourites`, `watchlist` and `ratings`.
    public init(favourites: Set<Int> = [], watchlist: Set<Int> = [], ratings: [Int: Double] = [:]) {
        self.favourites = favourites
        self.watchlist = watchlist
        self.ratings = ratings
    }

    /// The ids on the account list `/account/{id}/{list}/movies` names (`favorite`, `watchlist` or `rated`), nil for
    /// another name; in id order, which stands for the order they were added (the stub keeps no times).
    public func movieIDs(onList list: String) -> [Int]? {
        switch list {
        case "favorite": favourites.sorted()
        case "watchlist": watchlist.sorted()
        case "rated": ratings.keys.sorted()
        default: nil
        }
    }
}
