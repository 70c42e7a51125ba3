import FilmSwipeCells
import FilmSwipeDomain

/// Everything the Main view can be told to show; the presenter's only way to talk to it.
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
    /// The top card's full details.
    case showDetails(FilmCardViewData)
    /// The cards on show again, their facts found after they were dealt: drawn in place, the details staying open.
    case refreshCards([FilmCardViewData])
    /// Whether the films are a copy kept from before, because the source cannot be reached.
    case setOffline(Bool)
    /// How many reactions this game has committed to the store (what the header counts).
    case setSwipedCount(Int)
    /// How many films have a reaction in the store, from every game (the header's total).
    case setReactionTotal(Int)
    /// The filter in force, said briefly for the header ("Drama · 1990-1999"); nil when every film is dealt.
    case setFilter(String?)
    /// A short notice of what the player's last action did ("Heat is back in your favourites."); it goes at the next key.
    case displayNotice(String)
    /// Lines about the game shown under the header, such as a party room's code and who is in it; empty for none.
    case setStatus([String])
    /// Whether `m` lists the matches found so far (a party game).
    case setMatchesShown(Bool)
    /// The countdown to a party room's pick ("Deciding for you… 3"), over the cards; nil takes it away.
    case displayCountdown(String?)
    /// The poster of the film `id`'s card, drawn in cells; nil when it has none to show (its card's text takes the room).
    case setPoster(FilmID, Buffer?)
}
