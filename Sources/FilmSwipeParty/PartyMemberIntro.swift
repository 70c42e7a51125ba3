/// What a member says of themselves on entering a room, by creating it or joining it: the same fields, side by side in
/// either message.
public struct PartyMemberIntro: Hashable, Sendable, Codable {
    /// The name to show, cleaned.
    public let name: MemberName
    /// The member's reactions for the group ranking; nil with `--private`.
    public let taste: PartyTaste?
    /// TMDB's ids of the member's streaming services, for a room dealing only what its members can watch; empty with
    /// `--private` or none set.
    public let services: [Int]
    /// Whether the client reads members joining and leaving as `joined` and `left`; a client that does not say so (an
    /// older one) is sent the `members` list instead.
    public let memberChanges: Bool
    /// The films of the member's watchlist (`--bring-watchlist`); nil when not brought. A server from before
    /// watchlists skips it.
    public let watchlist: PartyWatchlist?

    /// An introduction from its parts; at most `PartyProtocol.serviceLimit` services, each once.
    public init(name: MemberName, taste: PartyTaste? = nil, services: [Int] = [], memberChanges: Bool = false, watchlist: PartyWatchlist? = nil) {
        self.name = name
        self.taste = taste
        self.services = Array(Set(services).sorted().prefix(PartyProtocol.serviceLimit))
        self.memberChanges = memberChanges
        self.watchlist = watchlist
    }

    private enum CodingKeys: String, CodingKey {
        case name, taste, services, memberChanges, watchlist
    }

    /// Decodes the fields from the message they are part of; a client before services has none, one before
    /// `memberChanges` asks for lists.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: container.decode(MemberName.self, forKey: .name), taste: container.decodeIfPresent(PartyTaste.self, forKey: .taste),
            services: container.decodeIfPresent([Int].self, forKey: .services) ?? [],
            memberChanges: container.decodeIfPresent(Bool.self, forKey: .memberChanges) ?? false,
            watchlist: container.decodeIfPresent(PartyWatchlist.self, forKey: .watchlist)
        )
    }

    /// Encodes the fields into the message they are part of, leaving out what is not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(taste, forKey: .taste)
        if !services.isEmpty { try container.encode(services, forKey: .services) }
        if memberChanges { try container.encode(true, forKey: .memberChanges) }
        try container.encodeIfPresent(watchlist, forKey: .watchlist)
    }
}

/// A message by which a member enters a room (`create` or `hello`): what the member says of themselves is read through it.
public protocol PartyEntering {
    /// What the member says of themselves.
    var member: PartyMemberIntro { get }
}

public extension PartyEntering {
    /// The name to show, cleaned.
    var name: MemberName { member.name }
    /// The member's reactions for the group ranking; nil with `--private`.
    var taste: PartyTaste? { member.taste }
    /// TMDB's ids of the member's streaming services.
    var services: [Int] { member.services }
    /// Whether the client reads members joining and leaving as `joined` and `left`.
    var memberChanges: Bool { member.memberChanges }
    /// The films of the member's watchlist; nil when not brought.
    var watchlist: PartyWatchlist? { member.watchlist }
}
