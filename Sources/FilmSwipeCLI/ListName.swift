import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain

/// A list on the command line: favourites, watchlist, disliked or seen.
enum ListName: String, CaseIterable, ExpressibleByArgument {
    case favourites, watchlist, disliked, seen

    /// What `filmswipe list` says of the list when it holds no film: how a film gets onto it.
    var emptyMessage: String {
        switch self {
        case .favourites: "No favourites yet: swipe a film right (→) in the game, or bring your history with filmswipe import."
        case .watchlist: "Your watchlist is empty: swipe a film up (↑) in the game to put it there."
        case .disliked: "No dislikes yet: swipe a film left (←) in the game."
        case .seen: "No films marked seen yet: swipe a film down (↓) in the game, or bring your history with filmswipe import."
        }
    }

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
