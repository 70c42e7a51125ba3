import FilmSwipeDomain

/// What a key on the Main screen does.
enum MainKeyAction: Hashable {
    case swipe(UserReaction)
    case nudge(UserReaction)
    case commitNudge, snapBack
    case details, back, retry
    case redo, undo, filters, lists, search, matches, decide, invite
    case help, quit
}
