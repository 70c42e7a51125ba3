/// A client's first message when joining a room: `party join`, or any client coming back after a dropped connection.
public struct PartyHello: PartyEntering, Hashable, Sendable, Codable {
    /// The room to join.
    public let code: RoomCode
    /// The token from an earlier welcome, to come back as the same member with the same votes; nil to join anew.
    public let resume: ResumeToken?
    /// What the member says of themselves.
    public let member: PartyMemberIntro

    /// A hello to room `code`, resuming with `resume`, by the member `member` introduces.
    public init(code: RoomCode, resume: ResumeToken? = nil, member: PartyMemberIntro) {
        self.code = code
        self.resume = resume
        self.member = member
    }

    /// A hello from its parts.
    public init(
        code: RoomCode, name: MemberName, resume: ResumeToken? = nil, taste: PartyTaste? = nil, services: [Int] = [], memberChanges: Bool = false,
        watchlist: PartyWatchlist? = nil
    ) {
        self.init(code: code, resume: resume, member: PartyMemberIntro(
            name: name, taste: taste, services: services, memberChanges: memberChanges, watchlist: watchlist
        ))
    }

    private enum CodingKeys: String, CodingKey {
        case code, resume
    }

    /// Decodes the message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            code: container.decode(RoomCode.self, forKey: .code), resume: container.decodeIfPresent(ResumeToken.self, forKey: .resume),
            member: PartyMemberIntro(from: decoder)
        )
    }

    /// Encodes the message, leaving out what is not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encodeIfPresent(resume, forKey: .resume)
        try member.encode(to: encoder)
    }
}
