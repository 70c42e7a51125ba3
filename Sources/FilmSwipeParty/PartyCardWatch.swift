import FilmSwipeDomain

/// Where a party card's film can be streamed on the room's services: `{"region": "GB", "on": [{"id": 8, "name": "Netflix"}]}`.
public struct PartyCardWatch: Hashable, Sendable, Codable {
    /// The most services a card names.
    public static let providerLimit = 8

    /// The region: an ISO 3166-1 code ("GB").
    public let region: String
    /// The room's services that have the film, as the watch table orders them.
    public let on: [WatchProvider]

    /// A card's line from its parts, names cleaned and cut to the limit.
    public init(region: String, on: [WatchProvider]) {
        self.region = String(region.uppercased().filter { $0.isASCII && $0.isLetter }.prefix(2))
        self.on = on.prefix(Self.providerLimit).map { WatchProvider(id: $0.id, name: SafeText.clean($0.name, limit: SafeText.genreLimit)) }
    }

    /// The film's availability as a card shows it: these services to stream.
    public var availability: FilmAvailability {
        FilmAvailability(region: region, stream: on)
    }

    private enum CodingKeys: String, CodingKey {
        case region, on
    }

    /// Decodes a card's line, cleaned as in `init`: a client trusts a server's text no more than a server a client's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(region: container.decode(String.self, forKey: .region), on: container.decode([WatchProvider].self, forKey: .on))
    }
}
