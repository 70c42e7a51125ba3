import GRDB

/// A match of a room, in the order it happened.
struct MatchRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "match"

    var room: String
    var film: String
    var sequence: Int
    /// How many said yes, of how many present.
    var yes: Int
    var of: Int
}
