/// What a game asks of the session about posters: the player's choice, and where each terminal's answer is kept.
public struct PosterRequest: Sendable {
    /// How the player asked for posters to be drawn.
    public var choice: PosterChoice
    /// The answers kept from earlier games; nil to keep none.
    public var answers: TerminalAnswersFile?

    /// A request for `choice`, keeping answers in `answers`.
    public init(choice: PosterChoice, answers: TerminalAnswersFile? = nil) {
        self.choice = choice
        self.answers = answers
    }
}
