import FilmSwipeDomain

/// A reaction being committed: its card stays on top until the store has it, and what the player does meanwhile
/// waits, to be done in order once it is.
struct MainPendingSave {
    /// What the player may do that has to wait for the store.
    enum WaitingAction {
        case move(UserReaction, Double)
        case end(UserReaction, Double)
        case details
        case redo
        case undo
        case quit
        case library
        case filter(RecommendationFilter)
        case pick(Film)
    }

    /// The film whose reaction is being saved.
    let id: FilmID
    /// The reaction being saved.
    let reaction: UserReaction
    /// The reaction to redo should this save fail.
    let previous: MainReactedFilm?
    /// What the player did meanwhile, oldest first.
    var waiting: [WaitingAction] = []
}
