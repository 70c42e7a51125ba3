import Foundation
import GRDB

/// One row of `party`: a name's membership of a room on a server, with the token that resumes it.
struct PartyMembershipRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party"

    /// The table's columns.
    enum Columns {
        static let code = Column(CodingKeys.code)
        static let server = Column(CodingKeys.server)
        static let name = Column(CodingKeys.name)
        static let resumeToken = Column(CodingKeys.resumeToken)
        static let joinedAt = Column(CodingKeys.joinedAt)
    }

    enum CodingKeys: String, CodingKey {
        case code, server, name, resumeToken = "resume_token", joinedAt = "joined_at"
    }

    let code: String
    let server: String
    let name: String
    /// The token, as `ResumeToken.text`.
    let resumeToken: String
    /// When the player first joined.
    let joinedAt: Date

    /// The primary key of `name`'s membership of `code` on `server`.
    static func key(code: String, server: String, name: String) -> [String: (any DatabaseValueConvertible)?] {
        [CodingKeys.code.stringValue: code, CodingKeys.server.stringValue: server, CodingKeys.name.stringValue: name]
    }
}
