/// The first message of `party host`: make a room with these options and join it.
public struct PartyCreate: PartyEntering, Hashable, Sendable, Codable {
    /// What the deck is drawn from.
    public let options: RoomOptions
    /// How the room decides (`--rule`, `--likes`); the standard rules when a client from before them sends none.
    public let rules: RoomRules
    /// What the host says of themselves.
    public let member: PartyMemberIntro

    /// A create request for a room with `options` and `rules`, by the member `member` introduces.
    public init(options: RoomOptions, rules: RoomRules = .standard, member: PartyMemberIntro) {
        self.options = options
        self.rules = rules
        self.member = member
    }

    /// A create request from its parts.
    public init(
        options: RoomOptions, name: MemberName, taste: PartyTaste? = nil, services: [Int] = [], memberChanges: Bool = false,
        rules: RoomRules = .standard, watchlist: PartyWatchlist? = nil
    ) {
        self.init(options: options, rules: rules, member: PartyMemberIntro(
            name: name, taste: taste, services: services, memberChanges: memberChanges, watchlist: watchlist
        ))
    }

    private enum CodingKeys: String, CodingKey {
        case options, rules
    }

    /// Decodes the message; one from a client before rules has the standard ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            options: container.decode(RoomOptions.self, forKey: .options),
            rules: container.decodeIfPresent(RoomRules.self, forKey: .rules) ?? .standard, member: PartyMemberIntro(from: decoder)
        )
    }

    /// Encodes the message, leaving out what is not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        // The standard rules are left out, so a server from before rules takes the message as it did.
        if rules != .standard { try container.encode(rules, forKey: .rules) }
        try member.encode(to: encoder)
    }
}
