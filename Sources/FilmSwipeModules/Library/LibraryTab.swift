import FilmSwipeDomain

/// One list of the Library.
public enum LibraryTab: Int, Sendable, CaseIterable, Equatable {
    case favourites, watchlist, disliked, seen

    /// The reaction the list holds.
    public var reaction: UserReaction {
        switch self {
        case .favourites: return .favourite
        case .watchlist: return .watchlist
        case .disliked: return .dislike
        case .seen: return .seen
        }
    }

    /// The tab's name.
    public var title: String {
        switch self {
        case .favourites: return "Favourites"
        case .watchlist: return "Watchlist"
        case .disliked: return "Disliked"
        case .seen: return "Seen"
        }
    }

    /// The tab's name where the full one does not fit.
    public var shortTitle: String {
        switch self {
        case .favourites: return "Fav"
        case .watchlist: return "Watch"
        case .disliked: return "Dis"
        case .seen: return "Seen"
        }
    }
}
