import FilmSwipeDomain

/// Everything the Main view can be told to show; the presenter's only way to talk to it. The first ten cases are the
/// card stack's life, as the reference design names them; `chrome` is everything around the stack, sent whole.
public enum MainViewState: Sendable, Equatable {
    /// Nothing yet.
    case initial
    /// Waiting for films; the view shows a spinner.
    case loading
    /// The cards to show, top of the deck first (at most three).
    case newData([FilmCardViewData])
    /// The stamp to show on the moving top card (`.none`: no stamp).
    case displayHint(UserReaction)
    /// The gesture ended: the card flies out in this direction, or snaps back for `.none`.
    case finishGesture(UserReaction)
    /// Films could not be loaded and there are none to show.
    case error(String)
    /// A message over the deck, such as the first-run welcome.
    case displayPromo(String)
    /// The message over the deck goes, such as a welcome that would cover an error.
    case hidePromo
    /// Every film has been dealt.
    case dataEnd(String)
    /// Whether the redo action is offered.
    case setRedoHidden(isHidden: Bool)
    /// What the screen shows around the card stack (header counts, filter, status lines, countdown, details), whole.
    case chrome(MainChrome)
}
