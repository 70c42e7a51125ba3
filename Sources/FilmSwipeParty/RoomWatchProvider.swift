import FilmSwipeDomain

/// One streaming service in a room's watch table, with the bundled films on it (to stream, or free).
public struct RoomWatchProvider: Hashable, Sendable, Codable {
    /// TMDB's provider id, the same in every region.
    public let id: Int
    /// The service's name, cleaned.
    public let name: String
    /// The catalogue numbers of the films on it, most popular first.
    public let films: [Int]

    /// A provider from its parts; the name cleaned, films listed twice kept once.
    public init(id: Int, name: String, films: [Int]) {
        self.id = id
        self.name = SafeText.clean(name, limit: SafeText.genreLimit)
        var seen = Set<Int>()
        self.films = films.filter { seen.insert($0).inserted }
    }

    /// The service as a card names it.
    public var provider: WatchProvider { WatchProvider(id: id, name: name) }

    private enum CodingKeys: String, CodingKey {
        case id, name, films
    }

    /// Decodes a provider, cleaned as in `init`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: container.decode(Int.self, forKey: .id), name: container.decode(String.self, forKey: .name),
            films: container.decode([Int].self, forKey: .films)
        )
    }
}
