/// When a film is a match: the host chooses it for the room (`party host --rule`), and the server applies it.
///
/// Every rule asks for at least two yes votes from members present, so a member alone never makes a match. A
/// member's vote counts only while they are present, as with every rule of the room.
public enum MatchRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every member present said yes (and at least two did): nobody is dealt a film they turned down.
    case everyone
    /// More than half of the members present said yes (and at least two did): one member's no does not block a film.
    case majority
    /// Any two members said yes: the quickest way to a shortlist in a big room.
    case two

    /// Whether `yes` votes among `present` members make a match.
    public func isMatch(yes: Int, present: Int) -> Bool {
        guard yes >= 2 else { return false }
        switch self {
        case .everyone: return yes >= present
        case .majority: return yes * 2 > present
        case .two: return true
        }
    }

    /// What the rule asks, for a player: "everyone says yes".
    public var sentence: String {
        switch self {
        case .everyone: "everyone here says yes"
        case .majority: "more than half of those here say yes"
        case .two: "any two say yes"
        }
    }
}
