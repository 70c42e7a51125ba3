import FilmSwipeDomain
import Foundation
import GRDB

/// One row of `reaction_change`: a change to a film's reaction, who made it, and the whole row it replaced.
struct ReactionChangeRow: Sendable {
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
    /// The row it replaced; nil when the film had none.
    let previous: StoredReaction?

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

    /// The newest change made by `origin`, or nil when there is none (or none FilmSwipe can read).
    static func latest(_ db: Database, madeBy origin: ReactionOrigin) throws -> ReactionChangeRow? {
        // The previous columns under the names `ReactionRow` reads, so the replaced row is read as any stored one is.
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT id, source, film_id, title AS change_title, reaction AS change_reaction, origin AS change_origin,
                    previous_reaction AS reaction, previous_reacted_at AS reacted_at, previous_title AS title,
                    previous_year AS year, previous_overview AS overview, previous_genres AS genres, previous_runtime AS runtime,
                    previous_rating AS rating, previous_rating_count AS rating_count, previous_poster_path AS poster_path,
                    previous_sequence AS sequence, previous_origin AS origin, previous_origin_rating AS origin_rating
                FROM reaction_change WHERE origin = ? ORDER BY id DESC LIMIT 1
                """,
            arguments: [origin.rawValue]
        )
        guard let row, let id = Int64.fromDatabaseValue(row["id"]) else { return nil }
        guard let source = String.fromDatabaseValue(row["source"]).flatMap(FilmSource.init(rawValue:)),
              let value = Int.fromDatabaseValue(row["film_id"]),
              let reaction = String.fromDatabaseValue(row["change_reaction"]).flatMap(UserReaction.init(rawValue:))
        else {
            // A row FilmSwipe did not write cannot be undone; it goes, so that undo reaches the changes before it.
            try db.execute(sql: "DELETE FROM reaction_change WHERE id = ?", arguments: [id])
            return try latest(db, madeBy: origin)
        }
        let previous = ReactionRow(row: row).map { StoredReaction(row: $0, sequence: Int64.fromDatabaseValue(row["sequence"]) ?? 0) }
        return ReactionChangeRow(
            id: id, film: FilmID(source: source, value: value),
            title: String.fromDatabaseValue(row["change_title"]).map(SafeText.clean) ?? "",
            reaction: reaction, origin: origin, previous: previous
        )
    }

    /// Takes the change off the history.
    func delete(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM reaction_change WHERE id = ?", arguments: [id])
    }
}
