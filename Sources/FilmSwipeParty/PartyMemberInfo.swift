/// A member as other members see them: no resume token, no votes.
public struct PartyMemberInfo: Hashable, Sendable, Codable {
    /// The member's id.
    public let id: MemberID
    /// Their cleaned name.
    public let name: MemberName
    /// Whether they are in the room now.
    public let present: Bool

    /// A member's public part.
    public init(_ member: PartyMember) {
        self.init(id: member.id, name: member.name, present: member.isPresent)
    }

    /// A member's public part from its fields.
    public init(id: MemberID, name: MemberName, present: Bool) {
        self.id = id
        self.name = name
        self.present = present
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, present
    }
}
