import FilmSwipeDomain

/// Where a room's films can be watched tonight, from the host's TMDB snapshot: each service with the bundled films on
/// it. A room with offers (`party host --only-mine`) deals only films on the services of the members in it.
///
/// On the wire a film is its catalogue number (`{"id": 8, "name": "Netflix", "films": [603, 1234]}`): the table
/// shares the host's one 64 KiB create message with their taste, so it is written as compactly as JSON allows.
public struct RoomWatchOffers: Hashable, Sendable, Codable {
    /// The most services a table lists.
    public static let maxProviders = 400
    /// The most (service, film) pairs a table holds: about 5 bytes each.
    public static let maxPairs = 12_000

    /// The region the offers are for: an ISO 3166-1 code ("GB").
    public let region: String
    /// The services, each with its films.
    public let providers: [RoomWatchProvider]

    /// A table from its parts: the region cut to letters, services past the limits left out.
    public init(region: String, providers: [RoomWatchProvider]) {
        self.region = String(region.uppercased().filter { $0.isASCII && $0.isLetter }.prefix(2))
        var pairs = 0
        var kept: [RoomWatchProvider] = []
        for provider in providers.prefix(Self.maxProviders) where !provider.films.isEmpty {
            let films = Array(provider.films.prefix(Self.maxPairs - pairs))
            guard !films.isEmpty else { break }
            kept.append(RoomWatchProvider(id: provider.id, name: provider.name, films: films))
            pairs += films.count
        }
        self.providers = kept
    }

    /// The films on any of `services`.
    public func films(on services: Set<Int>) -> Set<FilmID> {
        var films = Set<FilmID>()
        for provider in providers where services.contains(provider.id) {
            for value in provider.films { films.insert(FilmID(source: .catalogue, value: value)) }
        }
        return films
    }

    /// Which of `services` have `film`, as its card says it; nil when none of them does.
    public func watch(of film: FilmID, on services: Set<Int>) -> PartyCardWatch? {
        guard film.source == .catalogue else { return nil }
        let on = providers.filter { services.contains($0.id) && $0.films.contains(film.value) }.map(\.provider)
        return on.isEmpty ? nil : PartyCardWatch(region: region, on: on)
    }

    private enum CodingKeys: String, CodingKey {
        case region, providers
    }

    /// Decodes a table; one over the limits makes the message malformed rather than quietly cut.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let providers = try container.decode([RoomWatchProvider].self, forKey: .providers)
        guard providers.count <= Self.maxProviders, providers.reduce(0, { $0 + $1.films.count }) <= Self.maxPairs else {
            throw DecodingError.dataCorruptedError(
                forKey: .providers, in: container,
                debugDescription: "a watch table has at most \(Self.maxProviders) services and \(Self.maxPairs) films in all"
            )
        }
        self.init(region: try container.decode(String.self, forKey: .region), providers: providers)
    }
}
