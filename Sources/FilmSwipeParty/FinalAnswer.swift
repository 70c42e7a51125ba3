/// A member's choice in the duel numbered `duel`: the number ties an answer to the pair it was given for, so an answer
/// sent again (an outbox after a reconnect) changes nothing, and one for a pair not yet shown is refused.
public struct FinalAnswer: Hashable, Sendable {
    /// The duel's number in the member's bracket, from 1 (`FinalDuel.number`).
    public let duel: Int
    /// What the member chose.
    public let choice: FinalChoice

    /// The answer `choice` to duel `duel`.
    public init(duel: Int, choice: FinalChoice) {
        self.duel = duel
        self.choice = choice
    }
}

/// One answer of one member, as a server stores the round to rebuild it (`FinalRound.init(…answers:)`).
public struct FinalRoundAnswer: Hashable, Sendable {
    /// Who answered.
    public let member: MemberID
    /// The answer.
    public let answer: FinalAnswer

    /// `member`'s `answer`.
    public init(member: MemberID, answer: FinalAnswer) {
        self.member = member
        self.answer = answer
    }
}
