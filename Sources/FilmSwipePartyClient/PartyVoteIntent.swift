/// A vote as the player last made it, kept until the server has it: yes, no, or taken back.
public enum PartyVoteIntent: String, Sendable, Hashable {
    case yes, no, undo

    /// The intent of a yes or no vote.
    public init(yes: Bool) { self = yes ? .yes : .no }

    /// The vote it leaves: true for yes, false for no, nil once taken back.
    public var vote: Bool? {
        switch self {
        case .yes: true
        case .no: false
        case .undo: nil
        }
    }
}
