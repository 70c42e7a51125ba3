import FilmSwipeDomain
import FilmSwipeParty
import GRDB

/// One row of `party_match`: a match the player saw in a room.
struct PartyMatchRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party_match"

    /// The table's columns.
    enum Columns {
        static let sequence = Column(CodingKeys.sequence)
    }

    let code: String
    let server: String
    /// The film, as `FilmID.partyText`.
    let film: String
    let title: String
    let year: Int?
    let sequence: Int
    let yes: Int
    let members: Int

    /// The row of `match`, seen through `server`.
    init(_ match: PartyMatchRecord, server: String) {
        code = match.code
        self.server = server
        film = match.film.partyText
        title = match.title
        year = match.year
        sequence = match.sequence
        yes = match.yes
        members = match.members
    }

    /// The match, its title cleaned (the file may have been edited); nil when its film is not one FilmSwipe writes.
    var record: PartyMatchRecord? {
        FilmID(partyText: film).map {
            PartyMatchRecord(code: code, film: $0, title: SafeText.clean(title), year: year, sequence: sequence, yes: yes, members: members)
        }
    }
}
