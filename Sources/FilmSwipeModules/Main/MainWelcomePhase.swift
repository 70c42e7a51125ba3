/// The first-run welcome, which waits for the first cards so that a swipe key pressed at it swipes one.
enum MainWelcomePhase: Equatable {
    /// Not shown, or closed by an error it would only cover.
    case hidden
    /// Asked for before any card was dealt; shown with the first cards.
    case waiting
    /// On screen, or closed by the player's key (the view closes it on its own).
    case shown
}
