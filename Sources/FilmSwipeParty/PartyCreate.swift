/// The first message of `party host`: make a room with these options and join it.
public struct PartyCreate: Hashable, Sendable, Codable {
    /// What the deck is drawn from.
    public let options: RoomOptions
    /// The host's name, cleaned.
    public let name: MemberName
    /// The host's reactions for the group ranking; nil with `--private`.
    public let taste: PartyTaste?
    /// Whether the client reads members joining and leaving as `joined` and `left` (see `PartyHello.memberChanges`).
    public let memberChanges: Bool

    /// A create request from its parts.
    public init(options: RoomOptions, name: MemberName, taste: PartyTaste? = nil, memberChanges: Bool = false) {
        self.options = options
        self.name = name
        self.taste = taste
        self.memberChanges = memberChanges
    }

    private enum CodingKeys: String, CodingKey {
        case options, name, taste, memberChanges
    }

    /// Decodes a create request; one without `memberChanges` is an older client's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        options = try container.decode(RoomOptions.self, forKey: .options)
        name = try container.decode(MemberName.self, forKey: .name)
        taste = try container.decodeIfPresent(PartyTaste.self, forKey: .taste)
        memberChanges = try container.decodeIfPresent(Bool.self, forKey: .memberChanges) ?? false
    }

    /// Encodes a create request, `memberChanges` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(taste, forKey: .taste)
        if memberChanges { try container.encode(true, forKey: .memberChanges) }
    }
}
