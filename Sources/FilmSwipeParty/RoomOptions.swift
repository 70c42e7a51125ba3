import FilmSwipeDomain

/// What `party host` asks of a new room's deck: the same filters as the solo game's.
public struct RoomOptions: Hashable, Sendable, Codable {
    /// The most genres a room can ask for.
    public static let genreLimit = 20

    /// Genre names a film must have one of; empty for any.
    public let genres: [String]
    /// The earliest year of release, if any.
    public let fromYear: Int?
    /// The latest year of release, if any.
    public let toYear: Int?
    /// The lowest mean rating (0–10), if any.
    public let minRating: Double?
    /// Where the films can be watched, for a room that deals only what its members' services have (`--only-mine`).
    public let watch: RoomWatchOffers?

    /// Options from their parts; genre names cleaned and a rating that is not a number dropped.
    public init(genres: [String] = [], fromYear: Int? = nil, toYear: Int? = nil, minRating: Double? = nil, watch: RoomWatchOffers? = nil) {
        self.genres = genres.prefix(Self.genreLimit).map { SafeText.clean($0, limit: SafeText.genreLimit) }
        self.fromYear = fromYear
        self.toYear = toYear
        self.minRating = minRating.flatMap { $0.isFinite ? $0 : nil }
        self.watch = watch
    }

    /// The options as members are told them: the watch table's region without its films, which only the server needs.
    public var announced: RoomOptions {
        RoomOptions(genres: genres, fromYear: fromYear, toYear: toYear, minRating: minRating, watch: watch.map { RoomWatchOffers(region: $0.region, providers: []) })
    }

    /// The options in a few words ("Comedy or Crime · 1990–1999 · rated 7+"); nil when the room deals from every film.
    public var summary: String? {
        var parts: [String] = []
        if !genres.isEmpty { parts.append(genres.joined(separator: " or ")) }
        switch (fromYear, toYear) {
        case let (from?, to?): parts.append(from == to ? "\(from)" : "\(from)–\(to)")
        case let (from?, nil): parts.append("from \(from) on")
        case let (nil, to?): parts.append("up to \(to)")
        case (nil, nil): break
        }
        if let minRating {
            // Clamped first: the options may come from another machine, and Int(_:) traps outside its range.
            let tenths = Int((min(max(minRating, 0), 10) * 10).rounded())
            parts.append("rated \(tenths / 10)\(tenths % 10 == 0 ? "" : ".\(tenths % 10)")+")
        }
        if let watch { parts.append("on our services in \(watch.region)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private enum CodingKeys: String, CodingKey {
        case genres, fromYear, toYear, minRating, watch
    }

    /// Decodes options, every field optional, cleaned as in `init`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            genres: container.decodeIfPresent([String].self, forKey: .genres) ?? [],
            fromYear: container.decodeIfPresent(Int.self, forKey: .fromYear),
            toYear: container.decodeIfPresent(Int.self, forKey: .toYear),
            minRating: container.decodeIfPresent(Double.self, forKey: .minRating),
            watch: container.decodeIfPresent(RoomWatchOffers.self, forKey: .watch)
        )
    }

    /// Encodes the options, leaving out those not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(genres, forKey: .genres)
        try container.encodeIfPresent(fromYear, forKey: .fromYear)
        try container.encodeIfPresent(toYear, forKey: .toYear)
        try container.encodeIfPresent(minRating, forKey: .minRating)
        try container.encodeIfPresent(watch, forKey: .watch)
    }
}
