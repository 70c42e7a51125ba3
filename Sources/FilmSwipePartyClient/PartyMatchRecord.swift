import FilmSwipeDomain

/// A match the player saw, as `filmswipe party matches` lists it.
public struct PartyMatchRecord: Sendable, Hashable, Codable {
    /// The room it happened in.
    public let code: String
    /// The film's id, title and year.
    public let film: FilmID
    public let title: String
    public let year: Int?
    /// Its place among the room's matches (1 for the first).
    public let sequence: Int
    /// How many said yes, of how many members.
    public let yes: Int
    public let members: Int

    /// Creates a record.
    public init(code: String, film: FilmID, title: String, year: Int?, sequence: Int, yes: Int, members: Int) {
        self.code = code
        self.film = film
        self.title = title
        self.year = year
        self.sequence = sequence
        self.yes = yes
        self.members = members
    }

    /// `Title (Year)`.
    public var line: String { year.map { "\(title) (\($0))" } ?? title }
}
