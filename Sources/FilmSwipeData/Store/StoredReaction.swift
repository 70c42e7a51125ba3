import FilmSwipeDomain
import GRDB

/// A film's row in `reaction` as it stands, with its place in the lists: what a change replaces, and what undo restores.
struct StoredReaction: Sendable {
    /// The row.
    let row: ReactionRow
    /// Its place in the lists (higher is newer).
    let sequence: Int64

    /// The row of `film`, or nil when it has none (or one FilmSwipe does not write).
    static func fetch(_ db: Database, _ film: FilmID) throws -> StoredReaction? {
        let statement = try db.cachedStatement(
            sql: "SELECT \(ReactionRow.columns), sequence FROM reaction WHERE source = ? AND film_id = ?"
        )
        guard let found = try Row.fetchOne(statement, arguments: [film.source.rawValue, film.value]),
              let row = ReactionRow(row: found)
        else { return nil }
        return StoredReaction(row: row, sequence: Int64.fromDatabaseValue(found["sequence"]) ?? 0)
    }
}
