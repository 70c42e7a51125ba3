import FilmSwipeDomain

/// The film a room picked at random ("decide for us"), as `filmswipe party matches` lists it.
public struct PartyPickRecord: Sendable, Hashable, Codable {
    /// The room it was picked in.
    public let code: String
    /// The film's id, title and year.
    public let film: FilmID
    public let title: String
    public let year: Int?
    /// 1 for the room's first pick, 2 for the next: the newest is kept.
    public let sequence: Int

    /// Creates a record.
    public init(code: String, film: FilmID, title: String, year: Int?, sequence: Int) {
        self.code = code
        self.film = film
        self.title = title
        self.year = year
        self.sequence = sequence
    }

    /// `Title (Year)`.
    public var line: String { year.map { "\(title) (\($0))" } ?? title }
}
