import FilmSwipeDomain

/// What the Result dialog shows: a titled message with an OK action, styled by its severity.
public struct ResultViewState: Sendable, Equatable {
    public let message: PlayerMessage
}
