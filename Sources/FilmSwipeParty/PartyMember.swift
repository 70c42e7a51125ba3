/// A member of a room as the server keeps it.
public struct PartyMember: Hashable, Sendable {
    /// The server-given id.
    public let id: MemberID
    /// The cleaned display name.
    public var name: MemberName
    /// Whether the member is in the room now; an absent member's votes stay but do not count.
    public var isPresent: Bool
    /// The secret that lets this member come back; sent to this member alone.
    public let resumeToken: ResumeToken

    /// A member from its stored parts.
    public init(id: MemberID, name: MemberName, isPresent: Bool, resumeToken: ResumeToken) {
        self.id = id
        self.name = name
        self.isPresent = isPresent
        self.resumeToken = resumeToken
    }
}
