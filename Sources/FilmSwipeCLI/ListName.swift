import ArgumentParser
import FilmSwipeCommandLine
import FilmSwipeDomain

/// A list on the command line: favourites, watchlist or disliked.
enum ListName: String, CaseIterable, ExpressibleByArgument {
    case favourites, watchlist, disliked

    /// The reaction the list holds.
    var reaction: UserReaction {
        switch self {
        case .favourites: return .favourite
        case .watchlist: return .watchlist
        case .disliked: return .dislike
        }
    }
}
