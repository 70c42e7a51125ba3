import FilmSwipeDomain
import Foundation
import GRDB

/// One row of `reaction_change`: a change to a film's reaction, who made it, and the whole row it replaced.
///
/// A GRDB record whose replaced row is read as any `reaction` row is, through a scope that names its `previous_`
/// columns as `reaction`'s; changes are written by SQL that copies the replaced row inside SQLite (see `record`).
struct ReactionChangeRow: Sendable, FetchableRecord, TableRecord {
    static let databaseTableName = "reaction_change"

    /// The columns of the change itself; its film's key is named as in `ReactionRow.Columns`, and so are the replaced
    /// row's columns under `previousScope`.
    enum Columns {
        static let id = Column("id")
        static let title = Column("title")
        static let reaction = Column("reaction")
        static let origin = Column("origin")
    }

    /// The row's number: later changes have higher ones.
    let id: Int64
    /// The film changed.
    let film: FilmID
    /// Its title when changed, for when no snapshot of it is left.
    let title: String
    /// What the change made (`.none`: it removed the film's reaction).
    let reaction: UserReaction
    /// Who made it: the game, or an import.
    let origin: ReactionOrigin
    /// The row it replaced (`sequence` its place in the lists then); nil when the film had none.
    let previous: ReactionRow?

    /// The change read back from `row`, fetched through `latest`'s request; throws for a film id or reaction FilmSwipe
    /// does not write, which that request leaves out.
    init(row: Row) throws {
        guard let id = Int64.fromDatabaseValue(row[Columns.id]),
              let source = String.fromDatabaseValue(row[ReactionRow.Columns.source]).flatMap(FilmSource.init(rawValue:)),
              let value = Int.fromDatabaseValue(row[ReactionRow.Columns.filmID]),
              let reaction = String.fromDatabaseValue(row[Columns.reaction]).flatMap(UserReaction.init(rawValue:)),
              let origin = String.fromDatabaseValue(row[Columns.origin]).flatMap(ReactionOrigin.init(rawValue:))
        else { throw UnreadableRow(table: Self.databaseTableName) }
        self.id = id
        film = FilmID(source: source, value: value)
        title = String.fromDatabaseValue(row[Columns.title]).map(SafeText.clean) ?? ""
        self.reaction = reaction
        self.origin = origin
        if let replaced = row.scopes[Self.previousScope], !(replaced[ReactionRow.Columns.reaction] as DatabaseValue).isNull {
            previous = try ReactionRow(row: replaced)
        } else {
            previous = nil
        }
    }

    /// The scope the replaced row is read through.
    private static let previousScope = "previous"

    /// The replaced row's columns named as `reaction`'s: the film's key is the change's own.
    private static var previousColumns: ColumnMapping {
        let key = [ReactionRow.Columns.source.name, ReactionRow.Columns.filmID.name]
        return ColumnMapping(Dictionary(uniqueKeysWithValues: ReactionRow.allColumns.map(\.name).map { column in
            (column, key.contains(column) ? column : "previous_" + column)
        }))
    }

    /// Records that `film`'s reaction becomes `reaction` (made by `origin` at `changedAt`), with the film's row as it
    /// stands as the one replaced: pass `replacing` false when it has none, which spares a lookup (an import adds
    /// thousands). Called in the change's transaction, before the change is written.
    static func record(
        _ db: Database, film: Film, reaction: UserReaction, origin: ReactionOrigin, changedAt: DatabaseValue, replacing: Bool
    ) throws {
        // The replaced row is copied by SQLite itself, column for column: decoding it here and encoding it again made
        // a swipe's commit measurably slower.
        let statement = try replacing ? db.cachedStatement(
            sql: """
                INSERT INTO reaction_change (source, film_id, title, reaction, origin, changed_at, previous_reaction,
                    previous_reacted_at, previous_title, previous_year, previous_overview, previous_genres, previous_runtime,
                    previous_rating, previous_rating_count, previous_poster_path, previous_sequence, previous_origin,
                    previous_origin_rating)
                SELECT ?1, ?2, ?3, ?4, ?5, ?6, old.reaction, old.reacted_at, old.title, old.year, old.overview, old.genres,
                    old.runtime, old.rating, old.rating_count, old.poster_path, old.sequence, old.origin, old.origin_rating
                FROM (SELECT 1) LEFT JOIN reaction AS old ON old.source = ?1 AND old.film_id = ?2
                """
        ) : db.cachedStatement(
            sql: "INSERT INTO reaction_change (source, film_id, title, reaction, origin, changed_at) VALUES (?, ?, ?, ?, ?, ?)"
        )
        try statement.execute(arguments: [film.id.source.rawValue, film.id.value, film.title, reaction.rawValue, origin.rawValue, changedAt])
    }

    /// Records, in one statement, that the films whose rows sit below `sequence` were added (by the import that put them
    /// there, at `changedAt`), replacing nothing: one statement per film made an import of 10,000 films a fifth slower.
    static func recordAdded(_ db: Database, below sequence: Int64, changedAt: DatabaseValue) throws {
        try db.execute(
            sql: """
                INSERT INTO reaction_change (source, film_id, title, reaction, origin, changed_at)
                SELECT source, film_id, title, reaction, origin, ? FROM reaction WHERE sequence < ? ORDER BY sequence
                """,
            arguments: [changedAt, sequence]
        )
    }

    /// The newest change made by `origin` that FilmSwipe can read, or nil when there is none. A row another tool wrote
    /// is passed over, so that undo reaches the changes before it.
    static func latest(_ db: Database, madeBy origin: ReactionOrigin) throws -> ReactionChangeRow? {
        try ReactionChangeRow
            .filter(Columns.origin == origin.rawValue && ReactionRow.isReadable(reactions: UserReaction.allCases))
            .order(Columns.id.desc)
            .adapted { _ in ScopeAdapter([previousScope: previousColumns]) }
            .fetchOne(db)
    }

    /// Takes the change off the history.
    func delete(_ db: Database) throws {
        try Self.deleteOne(db, key: id)
    }
}
