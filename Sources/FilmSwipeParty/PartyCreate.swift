/// The first message of `party host`: make a room with these options and join it.
public struct PartyCreate: Hashable, Sendable, Codable {
    /// What the deck is drawn from.
    public let options: RoomOptions
    /// The host's name, cleaned.
    public let name: MemberName
    /// The host's reactions for the group ranking; nil with `--private`.
    public let taste: PartyTaste?

    /// A create request from its parts.
    public init(options: RoomOptions, name: MemberName, taste: PartyTaste? = nil) {
        self.options = options
        self.name = name
        self.taste = taste
    }

    private enum CodingKeys: String, CodingKey {
        case options, name, taste
    }
}
