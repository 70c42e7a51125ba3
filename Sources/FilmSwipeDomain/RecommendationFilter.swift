/// The films a player asked for: any of some genres, a span of years, a lowest rating.
public struct RecommendationFilter: Sendable, Hashable {
    /// Genre names, any of which will do (compared without case); empty means every genre.
    public var genres: [String]
    /// The earliest year wanted; films without a year are left out when set.
    public var fromYear: Int?
    /// The latest year wanted; films without a year are left out when set.
    public var toYear: Int?
    /// The lowest mean rating wanted, on `Film.rating`'s 0–10 scale.
    public var minRating: Double?
    /// Only films on the player's own streaming services (`WatchServices`): a source that knows availability (TMDB)
    /// asks for them; the bundled catalogue knows none and is never given this.
    public var onlyYourServices: Bool

    /// A filter; with no arguments it lets every film through.
    public init(genres: [String] = [], fromYear: Int? = nil, toYear: Int? = nil, minRating: Double? = nil, onlyYourServices: Bool = false) {
        self.genres = genres
        self.fromYear = fromYear
        self.toYear = toYear
        self.minRating = minRating
        self.onlyYourServices = onlyYourServices
    }

    /// Lets every film through.
    public static let none = RecommendationFilter()

    /// Whether it lets every film through.
    public var isEmpty: Bool { genres.isEmpty && fromYear == nil && toYear == nil && minRating == nil && !onlyYourServices }
}
