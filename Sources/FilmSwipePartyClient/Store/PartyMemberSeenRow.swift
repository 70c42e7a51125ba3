import GRDB

/// One row of `party_member_seen`: a name seen present in a room while the player was in it; the rows' order is the
/// order first seen.
struct PartyMemberSeenRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party_member_seen"

    let code: String
    let server: String
    let name: String
}
