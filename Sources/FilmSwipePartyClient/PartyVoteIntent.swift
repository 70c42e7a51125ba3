/// A vote as the player last made it, kept until the server has it: yes, no, or taken back.
public enum PartyVoteIntent: String, Sendable, Hashable {
    case yes, no, undo

    /// The intent of a yes or no vote.
    public init(yes: Bool) { self = yes ? .yes : .no }
}
