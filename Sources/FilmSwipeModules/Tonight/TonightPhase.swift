import FilmSwipeDomain
import FilmSwipeParty

/// Where the player is in the round: the presenter's life, written down as a table in `TonightPresenter`'s
/// documentation.
enum TonightPhase: Equatable {
    /// Before the first pair.
    case starting
    /// A pair on show: the player picks the film they would rather watch.
    case choosing(TonightPair)
    /// A pair on show, the player about to say which film is out.
    case knockingOut(TonightPair)
    /// The round is over; the film is being kept.
    case saving(TonightChoice, FinalTieBreak)
    /// The film is on show, kept (or not, when keeping it failed).
    case decided(TonightChoice, FinalTieBreak, kept: Bool)
    /// The module has finished.
    case finished
}
