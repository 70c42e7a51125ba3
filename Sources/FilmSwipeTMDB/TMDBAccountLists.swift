/// What a TMDB account's three film lists hold, each in the order the films were added to it.
public struct TMDBAccountLists: Sendable, Hashable {
    /// The favourites.
    public var favourites: [TMDBListedFilm]
    /// The watchlist.
    public var watchlist: [TMDBListedFilm]
    /// The rated films, each with its rating.
    public var rated: [TMDBListedFilm]

    /// The lists.
    public init(favourites: [TMDBListedFilm] = [], watchlist: [TMDBListedFilm] = [], rated: [TMDBListedFilm] = []) {
        self.favourites = favourites
        self.watchlist = watchlist
        self.rated = rated
    }

    /// The films on `list`.
    public subscript(list: TMDBAccountList) -> [TMDBListedFilm] {
        get {
            switch list {
            case .favourites: favourites
            case .watchlist: watchlist
            case .rated: rated
            }
        }
        set {
            switch list {
            case .favourites: favourites = newValue
            case .watchlist: watchlist = newValue
            case .rated: rated = newValue
            }
        }
    }
}
