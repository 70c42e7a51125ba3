import FilmSwipeDomain
import Foundation
import GRDB

extension SQLiteReactionStore {
    public func undoLatestChange() async throws -> ReactionUndo? {
        try await pool.write { db in
            // Imports are passed over: an imported history is not taken back a film at a time.
            guard let change = try ReactionChangeRow.latest(db, madeBy: .game) else { return nil }
            try change.delete(db)
            let current = try ReactionRow.readable.filter(key: ReactionRow.key(of: change.film)).fetchOne(db)
            let film = current?.film ?? change.previous?.film ?? Film(id: change.film, title: change.title)
            let now = current?.reaction ?? .none
            // Changed since by an import (or a FilmSwipe that kept no history): the newer reaction stands.
            guard now == change.reaction, now == .none || current?.origin == .game else {
                return ReactionUndo(film: film, undone: change.reaction, outcome: .keptNewer(now))
            }
            guard var previous = change.previous else {
                try ReactionRow.deleteOne(db, key: ReactionRow.key(of: change.film))
                return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(nil))
            }
            // Back in its old place in the lists, unless another film has taken it meanwhile.
            let columns = ReactionRow.Columns.self
            let isTaken = try !ReactionRow
                .filter(columns.sequence == previous.sequence)
                .filter(!(columns.source == change.film.source.rawValue && columns.filmID == change.film.value))
                .isEmpty(db)
            if isTaken {
                previous.sequence = try ReactionRow.nextSequence(db)
            }
            try previous.write(db)
            return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(previous.record))
        }
    }
}
