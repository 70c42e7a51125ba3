import FilmSwipeDomain
import Foundation

/// One film of a player's history as another service exported it, before it is placed on a catalogue film.
public struct HistoryEntry: Sendable, Hashable {
    /// The title the service shows.
    public let title: String
    /// Further names of the same film the service gives (IMDb's "Original Title"), tried when the title does not match.
    public let otherTitles: [String]
    /// The release year, when the row has one.
    public let year: Int?
    /// What the player made of it there; never `.none`.
    public let reaction: UserReaction
    /// When the player rated, liked, logged or saved it there, when the row says.
    public let date: Date?
    /// The player's rating there, on the service's scale (Letterboxd 0.5–5, IMDb 1–10, TMDB 0.5–10).
    public let rating: Double?
    /// The film's TMDB id, when the service gives one.
    public let tmdbID: Int?
    /// Where the row is: "ratings.csv line 12" (for the report and the unmatched file).
    public let location: String

    /// Creates an entry.
    public init(
        title: String, otherTitles: [String] = [], year: Int?, reaction: UserReaction, date: Date?, rating: Double?,
        tmdbID: Int? = nil, location: String
    ) {
        self.title = title
        self.otherTitles = otherTitles
        self.year = year
        self.reaction = reaction
        self.date = date
        self.rating = rating
        self.tmdbID = tmdbID
        self.location = location
    }
}
