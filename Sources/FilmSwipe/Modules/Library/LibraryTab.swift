import FilmSwipeDomain

/// One list of the Library.
public enum LibraryTab: Int, Sendable, CaseIterable, Equatable {
    case favourites, watchlist, disliked

    /// The reaction the list holds.
    public var reaction: UserReaction {
        switch self {
        case .favourites: return .favourite
        case .watchlist: return .watchlist
        case .disliked: return .dislike
        }
    }

    /// The tab's name.
    public var title: String {
        switch self {
        case .favourites: return "Favourites"
        case .watchlist: return "Watchlist"
        case .disliked: return "Disliked"
        }
    }
}
