import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain

/// A list on the command line: favourites, watchlist, disliked or seen.
enum ListName: String, CaseIterable, ExpressibleByArgument {
    case favourites, watchlist, disliked, seen

    /// The reaction the list holds.
    var reaction: UserReaction {
        switch self {
        case .favourites: return .favourite
        case .watchlist: return .watchlist
        case .disliked: return .dislike
        case .seen: return .seen
        }
    }
}
