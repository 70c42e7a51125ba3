/// What the Result dialog shows: a titled message with an OK action.
public struct ResultViewState: Sendable, Equatable {
    public let title: String
    public let message: String
}
