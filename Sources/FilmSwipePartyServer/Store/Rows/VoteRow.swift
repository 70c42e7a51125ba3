import GRDB

/// One member's vote on one film of a room.
struct VoteRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "vote"

    var room: String
    var member: Int
    /// The film, as the protocol writes it ("catalogue:603").
    var film: String
    var yes: Bool
}
