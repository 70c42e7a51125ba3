import Foundation
import GRDB

/// One row of `party_ended`: when the player first saw a room end.
struct PartyEndedRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party_ended"

    let code: String
    let server: String
    let endedAt: Date

    enum CodingKeys: String, CodingKey {
        case code, server, endedAt = "ended_at"
    }
}
