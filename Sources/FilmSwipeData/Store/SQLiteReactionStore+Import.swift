import FilmSwipeDomain
import Foundation
import GRDB

extension SQLiteReactionStore: ReactionImportStore {
    public func importReactions(
        _ reactions: [ImportedReaction], overwrite: Bool, dryRun: Bool, confirming: (account: String, source: FilmSource)?
    ) async throws -> [ImportOutcome] {
        if dryRun {
            return try await pool.read { db in try Self.plan(reactions, in: db, overwrite: overwrite).map(\.outcome) }
        }
        let now = now
        return try await pool.write { db in
            let plan = try Self.plan(reactions, in: db, overwrite: overwrite)
            // New films go below every stored one, oldest first: the lists stay newest first, and the game's own
            // reactions stay above a history imported later.
            let lowest = try Int64.fetchOne(db, sql: "SELECT MIN(sequence) FROM reaction") ?? 1
            // Rows of one date keep their order in the file: the later row is the newer.
            let added = plan.enumerated().filter { $0.element.outcome == .added }
                .sorted { ($0.element.reaction.date, $0.offset) < ($1.element.reaction.date, $1.offset) }.map(\.element)
            var sequences: [FilmID: Int64] = [:]
            for (offset, step) in added.enumerated() {
                sequences[step.reaction.film.id] = lowest - Int64(added.count - offset)
            }
            // Converted once: thousands of rows share it.
            let changedAt = now().databaseValue
            for step in plan where step.outcome.writes {
                let incoming = step.reaction
                let sequence = try sequences[incoming.film.id] ?? Int64.fetchOne(
                    db, sql: "SELECT sequence FROM reaction WHERE source = ? AND film_id = ?",
                    arguments: [incoming.film.id.source.rawValue, incoming.film.id.value]
                ) ?? lowest - 1
                // Kept in the history like any change, though undo passes imports over: a film the import changes with
                // the row it replaced, here; the films it adds all at once below.
                if sequences[incoming.film.id] == nil {
                    try ReactionChangeRow.record(
                        db, film: incoming.film, reaction: incoming.reaction, origin: incoming.origin, changedAt: changedAt, replacing: true
                    )
                }
                try ReactionRow(
                    film: incoming.film, reaction: incoming.reaction, reactedAt: incoming.date,
                    origin: incoming.origin, originRating: incoming.originRating, sequence: sequence
                ).write(db)
            }
            if !added.isEmpty {
                try ReactionChangeRow.recordAdded(db, below: lowest, changedAt: changedAt)
            }
            // The account holds what it sent, whatever was kept here: confirming it lets the outbox send only the
            // differences the player made here.
            if let (account, source) = confirming {
                let confirmedAt = now()
                for step in plan where step.reaction.reaction != .seen && step.reaction.film.id.source == source {
                    try AccountSyncRow(
                        account: account, film: step.reaction.film.id, reaction: step.reaction.reaction, confirmedAt: confirmedAt
                    ).upsert(db)
                }
            }
            return plan.map(\.outcome)
        }
    }

    private struct ImportStep {
        let reaction: ImportedReaction
        let outcome: ImportOutcome
    }

    /// What each reaction does, in order; a film brought twice sees what the first one did.
    private static func plan(_ reactions: [ImportedReaction], in db: Database, overwrite: Bool) throws -> [ImportStep] {
        var stored: [FilmID: (reaction: UserReaction, origin: ReactionOrigin)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT source, film_id, reaction, origin FROM reaction") {
            guard let (film, reaction) = ReactionRow.key(row) else { continue }
            stored[film] = (reaction, String.fromDatabaseValue(row["origin"]).flatMap(ReactionOrigin.init(rawValue:)) ?? .game)
        }
        return reactions.map { incoming in
            let outcome = ImportOutcome.deciding(
                existing: stored[incoming.film.id], incoming: incoming.reaction, from: incoming.origin, overwrite: overwrite
            )
            if outcome.writes { stored[incoming.film.id] = (incoming.reaction, incoming.origin) }
            return ImportStep(reaction: incoming, outcome: outcome)
        }
    }
}
