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
    /// Whether the client reads members joining and leaving as `joined` and `left`; a client that does not say so
    /// (an older one) is sent the `members` list instead.
    public let memberChanges: Bool

    /// A hello from its parts.
    public init(code: RoomCode, name: MemberName, resume: ResumeToken? = nil, taste: PartyTaste? = nil, memberChanges: Bool = false) {
        self.code = code
        self.name = name
        self.resume = resume
        self.taste = taste
        self.memberChanges = memberChanges
    }

    private enum CodingKeys: String, CodingKey {
        case code, name, resume, taste, memberChanges
    }

    /// Decodes a hello; one without `memberChanges` is an older client's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(RoomCode.self, forKey: .code)
        name = try container.decode(MemberName.self, forKey: .name)
        resume = try container.decodeIfPresent(ResumeToken.self, forKey: .resume)
        taste = try container.decodeIfPresent(PartyTaste.self, forKey: .taste)
        memberChanges = try container.decodeIfPresent(Bool.self, forKey: .memberChanges) ?? false
    }

    /// Encodes a hello, `memberChanges` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(resume, forKey: .resume)
        try container.encodeIfPresent(taste, forKey: .taste)
        if memberChanges { try container.encode(true, forKey: .memberChanges) }
    }
}
