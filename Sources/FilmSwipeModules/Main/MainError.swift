import FilmSwipeDomain

/// What went wrong in a Main use case, kept as the error until the presenter puts it into words.
public enum MainError: Error, Sendable {
    /// Films could not be dealt.
    case loading(any Error)
    /// The reaction to the film titled `title` could not be saved.
    case saving(title: String, any Error)
    /// The newest reaction could not be taken back.
    case undoing(any Error)
    /// The store could not be read (how many reactions it holds, the newest one).
    case reading(any Error)
}
