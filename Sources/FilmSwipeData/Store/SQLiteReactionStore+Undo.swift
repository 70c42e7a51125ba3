import FilmSwipeDomain
import Foundation
import GRDB

extension SQLiteReactionStore {
    public func undoLatestChange() async throws -> ReactionUndo? {
        try await pool.write { db in
            // Imports are passed over: an imported history is not taken back a film at a time.
            guard let change = try ReactionChangeRow.latest(db, madeBy: .game) else { return nil }
            try change.delete(db)
            let current = try StoredReaction.fetch(db, change.film)
            let film = current?.row.film ?? change.previous?.row.film ?? Film(id: change.film, title: change.title)
            let now = current?.row.reaction ?? .none
            // Changed since by an import (or a FilmSwipe that kept no history): the newer reaction stands.
            guard now == change.reaction, now == .none || current?.row.origin == .game else {
                return ReactionUndo(film: film, undone: change.reaction, outcome: .keptNewer(now))
            }
            guard let previous = change.previous else {
                try db.execute(
                    sql: "DELETE FROM reaction WHERE source = ? AND film_id = ?",
                    arguments: [change.film.source.rawValue, change.film.value]
                )
                return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(nil))
            }
            // Back in its old place in the lists, unless another film has taken it meanwhile.
            let isTaken = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM reaction WHERE sequence = ? AND NOT (source = ? AND film_id = ?))",
                arguments: [previous.sequence, change.film.source.rawValue, change.film.value]
            ) ?? false
            let sequence = try isTaken
                ? Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(sequence), 0) + 1 FROM reaction") ?? 1
                : previous.sequence
            try previous.row.upsert(db, sequence: sequence)
            return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(previous.row.record))
        }
    }
}
