import FilmSwipeParty

/// What failed in the Tonight module, kept typed until the presenter puts it into words.
public enum TonightError: Error {
    /// The round refused an answer (it cannot, from this screen, but the rules say why if it does).
    case answering(FinalRoundError)
    /// The film chosen could not be kept.
    case saving(Error)
    /// The answers so far could not be kept for a later run (or, after the round's end, forgotten): said once.
    case keepingAnswers(Error)
}
