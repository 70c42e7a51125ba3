import FilmSwipeDomain
import FilmSwipeParty
import GRDB

/// One row of `party_pick`: the newest film a room picked ("decide for us").
struct PartyPickRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "party_pick"

    let code: String
    let server: String
    /// The film, as `FilmID.partyText`.
    let film: String
    let title: String
    let year: Int?
    /// 1 for the room's first pick, 2 for the next.
    let sequence: Int

    /// The row of `pick`, seen through `server`.
    init(_ pick: PartyPickRecord, server: String) {
        code = pick.code
        self.server = server
        film = pick.film.partyText
        title = pick.title
        year = pick.year
        sequence = pick.sequence
    }

    /// The primary key of the pick of `code` on `server`.
    static func key(code: String, server: String) -> [String: (any DatabaseValueConvertible)?] {
        ["code": code, "server": server]
    }

    /// The pick, its title cleaned (the file may have been edited); nil when its film is not one FilmSwipe writes.
    var record: PartyPickRecord? {
        FilmID(partyText: film).map {
            PartyPickRecord(code: code, film: $0, title: SafeText.clean(title), year: year, sequence: sequence)
        }
    }
}
