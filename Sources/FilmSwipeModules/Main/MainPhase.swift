/// What the player is doing with the top card, and what the presenter waits for: the presenter's life, written down as
/// a table in `MainPresenter`'s documentation.
enum MainPhase {
    /// The top card rests: the player's next action is taken at once.
    case resting
    /// The player is moving the top card (a drag, a nudge, a fly-out): a film dealt from elsewhere goes under it, so
    /// a swipe never lands on a card that slid in beneath the player.
    case moving
    /// The top card's details are open over the stack: a film dealt from elsewhere goes under it too.
    case reading
    /// A reaction is being committed: its card stays on top until the store has it, and what the player does meanwhile
    /// waits, to be done in order once it has.
    case committing(MainPendingSave)
    /// The store has the reaction and the cards waiting are being dealt again, so the next card shown answers it; what
    /// the player did meanwhile waits, to be done in order on the new cards.
    case dealing([MainPendingSave.WaitingAction])
    /// The game is over (a party room ended): it ends once the player is back on the cards.
    case finishing
}
