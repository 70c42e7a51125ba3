/// What a Letterboxd export says about a player's films, one entry per film, with counts for the import report.
public struct LetterboxdHistory: Sendable, Hashable {
    /// One entry per film, in the order the films first appear (ratings, watched, watchlist, diary, likes).
    public let entries: [HistoryEntry]
    /// How many rows each file read held (files absent from the export are absent here).
    public let rowsRead: [LetterboxdFile: Int]

    /// Creates a history.
    public init(entries: [HistoryEntry], rowsRead: [LetterboxdFile: Int]) {
        self.entries = entries
        self.rowsRead = rowsRead
    }
}
