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
    /// TMDB's ids of the member's streaming services, for a room dealing only what its members can watch; empty
    /// with `--private` or none set.
    public let services: [Int]
    /// Whether the client reads members joining and leaving as `joined` and `left`; a client that does not say so
    /// (an older one) is sent the `members` list instead.
    public let memberChanges: Bool
    /// The films of the member's watchlist (`--bring-watchlist`); nil when not brought. A server from before watchlists
    /// skips it.
    public let watchlist: PartyWatchlist?

    /// A hello from its parts.
    public init(
        code: RoomCode, name: MemberName, resume: ResumeToken? = nil, taste: PartyTaste? = nil, services: [Int] = [], memberChanges: Bool = false,
        watchlist: PartyWatchlist? = nil
    ) {
        self.watchlist = watchlist
        self.code = code
        self.name = name
        self.resume = resume
        self.taste = taste
        self.services = Array(Set(services).sorted().prefix(PartyProtocol.serviceLimit))
        self.memberChanges = memberChanges
    }

    private enum CodingKeys: String, CodingKey {
        case code, name, resume, taste, services, memberChanges, watchlist
    }

    /// Decodes the message; one from a client before services has none, one before `memberChanges` asks for lists.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            code: container.decode(RoomCode.self, forKey: .code), name: container.decode(MemberName.self, forKey: .name),
            resume: container.decodeIfPresent(ResumeToken.self, forKey: .resume), taste: container.decodeIfPresent(PartyTaste.self, forKey: .taste),
            services: container.decodeIfPresent([Int].self, forKey: .services) ?? [],
            memberChanges: container.decodeIfPresent(Bool.self, forKey: .memberChanges) ?? false,
            watchlist: container.decodeIfPresent(PartyWatchlist.self, forKey: .watchlist)
        )
    }

    /// Encodes the message, leaving out what is not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(resume, forKey: .resume)
        try container.encodeIfPresent(taste, forKey: .taste)
        if !services.isEmpty { try container.encode(services, forKey: .services) }
        if memberChanges { try container.encode(true, forKey: .memberChanges) }
        try container.encodeIfPresent(watchlist, forKey: .watchlist)
    }
}
