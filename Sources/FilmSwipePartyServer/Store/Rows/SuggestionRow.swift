import GRDB

/// A film a member suggested to a room.
struct SuggestionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "suggestion"

    var room: String
    var film: String
    var member: Int
}
