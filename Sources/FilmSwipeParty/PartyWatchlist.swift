import FilmSwipeDomain

/// The films a member brought to a room as their watchlist (`--bring-watchlist`, or a page's Letterboxd upload): on
/// the wire a list of film ids (`["catalogue:603", …]`), at most `maxFilms`, about 20 bytes each.
public struct PartyWatchlist: Hashable, Sendable, Codable {
    /// The most films a watchlist carries: a long watchlist still leaves most of a hello to the taste.
    public static let maxFilms = 500

    /// The films, each once.
    public let films: Set<FilmID>

    /// The first `maxFilms` distinct films of `films` (the caller puts the ones to keep first: the newest).
    public init(_ films: some Sequence<FilmID>) {
        var kept: Set<FilmID> = []
        for film in films where kept.count < Self.maxFilms { kept.insert(film) }
        self.films = kept
    }

    /// Decodes the list; more than `maxFilms` films, or an id of the wrong shape, makes the message malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let texts = try container.decode([String].self)
        guard texts.count <= Self.maxFilms else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a watchlist has at most \(Self.maxFilms) films")
        }
        films = Set(try texts.map { text in
            guard let film = FilmID(partyText: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a film id looks like catalogue:603")
            }
            return film
        })
    }

    /// Encodes the ids sorted, so the same watchlist always reads the same.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(films.sorted { ($0.source.rawValue, $0.value) < ($1.source.rawValue, $1.value) }.map(\.partyText))
    }
}
