import FilmSwipeDomain

/// A film as the protocol sends it: what a client needs to draw its card, and no more.
public struct PartyCard: Hashable, Sendable, Codable {
    /// The most characters of an overview sent: a card shows a few lines, and a deck must fit one message.
    public static let overviewLimit = 400
    /// The most genres sent.
    public static let genreLimit = 6

    /// The film's id.
    public let id: FilmID
    /// Its title.
    public let title: String
    /// Year of release, when known.
    public let year: Int?
    /// Genre names, most defining first.
    public let genres: [String]
    /// Running time in minutes, when known.
    public let runtime: Int?
    /// Mean rating on a 0–10 scale.
    public let rating: Double
    /// A sentence or two about it.
    public let overview: String
    /// How many ratings `rating` is the mean of (0 when unknown), so the card can say how sure it is.
    public let ratingCount: Int
    /// The member who suggested the film to the room, for a suggested film; a client from before suggestions ignores it.
    public var suggestedBy: MemberID?
    /// Which of the room's services have the film, in a room dealing only what its members can watch; a client from
    /// before `--only-mine` ignores it.
    public var watch: PartyCardWatch?
    /// On how many watchlists of the members present the film is, when on two or more (never whose); a client from
    /// before watchlists ignores it.
    public var watchlists: Int?

    /// The card for `film`, its text cleaned and cut to the limits.
    public init(film: Film) {
        self.init(
            id: film.id, title: film.title, year: film.year, genres: film.genres,
            runtime: film.runtime, rating: film.rating, overview: film.overview, ratingCount: film.ratingCount
        )
    }

    /// A card from its parts, cleaned as a received one is.
    public init(id: FilmID, title: String, year: Int?, genres: [String], runtime: Int?, rating: Double, overview: String, ratingCount: Int = 0) {
        self.id = id
        self.title = SafeText.clean(title, limit: SafeText.titleLimit)
        self.year = year
        self.genres = genres.prefix(Self.genreLimit).map { SafeText.clean($0, limit: SafeText.genreLimit) }
        self.runtime = runtime
        // JSON has no NaN: a rating that is not a number would make the message impossible to encode.
        self.rating = rating.isFinite ? min(max(rating, 0), 10) : 0
        self.overview = SafeText.clean(overview, limit: Self.overviewLimit)
        self.ratingCount = min(max(ratingCount, 0), 1_000_000_000)
    }

    /// The film a client deals: the card's fields, the rest left at their defaults.
    public var film: Film {
        var film = Film(id: id, title: title, year: year, overview: overview, genres: genres, runtime: runtime, rating: rating, ratingCount: ratingCount)
        film.availability = watch?.availability
        return film
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, year, genres, runtime, rating, overview, ratingCount = "ratings", suggestedBy, watch, watchlists
    }

    /// Decodes a card and cleans its text again: a client trusts a server's text no more than a server a client's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: container.decodeFilm(forKey: .id),
            title: container.decode(String.self, forKey: .title),
            year: container.decodeIfPresent(Int.self, forKey: .year),
            genres: container.decodeIfPresent([String].self, forKey: .genres) ?? [],
            runtime: container.decodeIfPresent(Int.self, forKey: .runtime),
            rating: container.decodeIfPresent(Double.self, forKey: .rating) ?? 0,
            overview: container.decodeIfPresent(String.self, forKey: .overview) ?? "",
            ratingCount: container.decodeIfPresent(Int.self, forKey: .ratingCount) ?? 0
        )
        suggestedBy = try container.decodeIfPresent(MemberID.self, forKey: .suggestedBy)
        watch = try container.decodeIfPresent(PartyCardWatch.self, forKey: .watch)
        watchlists = try container.decodeIfPresent(Int.self, forKey: .watchlists).flatMap { $0 >= SharedWatchlists.minimum ? min($0, PartyRoom.memberLimit) : nil }
    }

    /// Encodes the card, leaving out unknown year and runtime, and who suggested it when nobody did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeFilm(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(year, forKey: .year)
        try container.encode(genres, forKey: .genres)
        try container.encodeIfPresent(runtime, forKey: .runtime)
        try container.encode(rating, forKey: .rating)
        try container.encode(overview, forKey: .overview)
        try container.encode(ratingCount, forKey: .ratingCount)
        try container.encodeIfPresent(suggestedBy, forKey: .suggestedBy)
        try container.encodeIfPresent(watch, forKey: .watch)
        try container.encodeIfPresent(watchlists, forKey: .watchlists)
    }
}
