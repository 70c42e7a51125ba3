/// One of the film lists a TMDB account keeps, as `/account/{account_id}/…/movies` names it.
public enum TMDBAccountList: String, Sendable, Hashable, CaseIterable {
    /// The favourites: `/favorite/movies`.
    case favourites = "favorite"
    /// The watchlist: `/watchlist/movies`.
    case watchlist
    /// The films the player rated, each with the rating: `/rated/movies`.
    case rated

    /// The list's path under the API root for account `accountID`.
    public func path(accountID: Int) -> String {
        "/account/\(accountID)/\(rawValue)/movies"
    }
}
