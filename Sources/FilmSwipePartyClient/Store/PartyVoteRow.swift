import GRDB

/// One row of `party_vote`: a name's latest intent for a film in a room, kept until the server holds it (the outbox).
struct PartyVoteRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party_vote"

    /// The columns a room's votes are found by.
    enum Columns {
        static let code = Column(CodingKeys.code)
        static let server = Column(CodingKeys.server)
        static let name = Column(CodingKeys.name)
    }

    let code: String
    let server: String
    let name: String
    /// The film, as `FilmID.partyText`.
    let film: String
    /// The intent, as `PartyVoteIntent.rawValue`.
    let vote: String

    /// The primary key of `name`'s intent for `film` in `code` on `server`.
    static func key(code: String, server: String, name: String, film: String) -> [String: (any DatabaseValueConvertible)?] {
        [CodingKeys.code.stringValue: code, CodingKeys.server.stringValue: server, CodingKeys.name.stringValue: name,
         CodingKeys.film.stringValue: film]
    }
}
