/// The first message of `party host`: make a room with these options and join it.
public struct PartyCreate: Hashable, Sendable, Codable {
    /// What the deck is drawn from.
    public let options: RoomOptions
    /// The host's name, cleaned.
    public let name: MemberName
    /// The host's reactions for the group ranking; nil with `--private`.
    public let taste: PartyTaste?
    /// TMDB's ids of the member's streaming services, for a room dealing only what its members can watch; empty
    /// with `--private` or none set.
    public let services: [Int]
    /// Whether the client reads members joining and leaving as `joined` and `left` (see `PartyHello.memberChanges`).
    public let memberChanges: Bool
    /// How the room decides (`--rule`, `--likes`); the standard rules when a client from before them sends none.
    public let rules: RoomRules
    /// The films of the host's watchlist (`--bring-watchlist`); nil when not brought.
    public let watchlist: PartyWatchlist?

    /// A create request from its parts.
    public init(
        options: RoomOptions, name: MemberName, taste: PartyTaste? = nil, services: [Int] = [], memberChanges: Bool = false,
        rules: RoomRules = .standard, watchlist: PartyWatchlist? = nil
    ) {
        self.watchlist = watchlist
        self.rules = rules
        self.options = options
        self.name = name
        self.taste = taste
        self.services = Array(Set(services).sorted().prefix(PartyProtocol.serviceLimit))
        self.memberChanges = memberChanges
    }

    private enum CodingKeys: String, CodingKey {
        case options, name, taste, services, memberChanges, rules, watchlist
    }

    /// Decodes the message; one from a client before services has none, one before `memberChanges` asks for lists.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            options: container.decode(RoomOptions.self, forKey: .options), name: container.decode(MemberName.self, forKey: .name),
            taste: container.decodeIfPresent(PartyTaste.self, forKey: .taste), services: container.decodeIfPresent([Int].self, forKey: .services) ?? [],
            memberChanges: container.decodeIfPresent(Bool.self, forKey: .memberChanges) ?? false,
            rules: container.decodeIfPresent(RoomRules.self, forKey: .rules) ?? .standard,
            watchlist: container.decodeIfPresent(PartyWatchlist.self, forKey: .watchlist)
        )
    }

    /// Encodes the message, leaving out what is not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(taste, forKey: .taste)
        if !services.isEmpty { try container.encode(services, forKey: .services) }
        if memberChanges { try container.encode(true, forKey: .memberChanges) }
        // The standard rules are left out, so a server from before rules takes the message as it did.
        if rules != .standard { try container.encode(rules, forKey: .rules) }
        try container.encodeIfPresent(watchlist, forKey: .watchlist)
    }
}
