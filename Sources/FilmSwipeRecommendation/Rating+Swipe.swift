import FilmSwipeDomain

public extension Rating {
    /// The swipe a rating stands for, as the game is fed a history: 4.0 or more a favourite, 2.5 or less a dislike,
    /// anything between seen.
    var swipe: UserReaction {
        stars >= 4 ? .favourite : stars <= 2.5 ? .dislike : .seen
    }
}
