/// What IMDb's ratings export says about a player's films, with counts for the import report.
public struct IMDbHistory: Sendable, Hashable {
    /// One entry per film row, in the file's order.
    public let entries: [HistoryEntry]
    /// How many rows the file held, films or not.
    public let rowsRead: Int
    /// The rows left out because they are not films, by Title Type as the file writes it ("TV Series": 12).
    public let notFilms: [String: Int]

    /// Creates a history.
    public init(entries: [HistoryEntry], rowsRead: Int, notFilms: [String: Int]) {
        self.entries = entries
        self.rowsRead = rowsRead
        self.notFilms = notFilms
    }
}
