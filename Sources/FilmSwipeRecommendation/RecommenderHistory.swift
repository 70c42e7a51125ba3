import FilmSwipeDomain

/// What a session is fed before it deals: a player's reactions from the store, or a rater's ratings fed as swipes.
public enum RecommenderHistory: Sendable {
    /// The player's reactions, oldest first, as the game replays them at start.
    case reactions([ReactionRecord])
    /// A rater's ratings in time order, each as the swipe it stands for (`Rating.swipe`).
    case ratings([Rating])
}
