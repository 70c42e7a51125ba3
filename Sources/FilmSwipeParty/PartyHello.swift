/// A client's first message when joining a room: `party join`, or any client coming back after a dropped connection.
public struct PartyHello: Hashable, Sendable, Codable {
    /// The room to join.
    public let code: RoomCode
    /// The name to show, cleaned.
    public let name: MemberName
    /// The token from an earlier welcome, to come back as the same member with the same votes; nil to join anew.
    public let resume: ResumeToken?
    /// The member's reactions for the group ranking; nil with `--private`.
    public let taste: PartyTaste?

    /// A hello from its parts.
    public init(code: RoomCode, name: MemberName, resume: ResumeToken? = nil, taste: PartyTaste? = nil) {
        self.code = code
        self.name = name
        self.resume = resume
        self.taste = taste
    }

    private enum CodingKeys: String, CodingKey {
        case code, name, resume, taste
    }
}
