import FilmSwipeDomain
import Foundation
import GRDB

/// The player's reactions, and what each remote account last confirmed of them, in an SQLite file
/// shared safely by games running at the same time.
///
/// Durability: the file is in WAL mode with `synchronous = NORMAL`. A transaction is in the WAL file
/// (in the operating system's cache at least) when its commit returns, so a crash or `kill -9` of
/// the game loses nothing committed; only a power loss or kernel crash can lose the last few
/// commits, and even then the database stays consistent. FULL would fsync every swipe to survive
/// power loss too, at a cost the game does not need.
public final class SQLiteReactionStore: ReactionStore {
    /// The database file.
    public let path: URL
    let pool: DatabasePool
    let now: @Sendable () -> Date

    /// Opens the database at `path`, creating its folder and file when missing and bringing an older
    /// schema up to date. Throws a `ReactionStoreOpenError` and leaves the file as it was when the
    /// file cannot be written, is not a database, or comes from a newer FilmSwipe. Reactions and confirmations are
    /// stamped with `now`.
    public init(path: URL, now: @escaping @Sendable () -> Date = Date.init) throws {
        self.path = path
        self.now = now
        pool = try StoreDatabase<ReactionSchema>.open(path)
        // The commit that crosses the checkpoint threshold copies the WAL back into the file and syncs it (20-35 ms on a
        // busy machine). Keeping the history adds one page to a swipe's 4.5 in the WAL; the threshold rises by the
        // same share, so checkpoints come as seldom as they did before it (every 220 swipes or so).
        do {
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = \(Self.checkpointPages)") }
        } catch {
            throw ReactionStoreOpenError(path: path.path, error: error)
        }
    }

    /// WAL pages that start a checkpoint: SQLite's default of 1,000, raised as much as the history grew each commit.
    static let checkpointPages = 1_250

    public func reactions() async throws -> [FilmID: UserReaction] {
        try await pool.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT source, film_id, reaction FROM reaction")
            return Dictionary(rows.compactMap(ReactionRow.key), uniquingKeysWith: { first, _ in first })
        }
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        // `write` runs an IMMEDIATE transaction: the write lock is taken before the read, so another
        // game cannot change the row between the check and the change. The history row goes in the same transaction.
        let changedAt = now()
        try await pool.write { db in
            let stored = try String.fetchOne(
                db.cachedStatement(sql: "SELECT reaction FROM reaction WHERE source = ? AND film_id = ?"),
                arguments: [film.id.source.rawValue, film.id.value]
            )
            let found = stored.flatMap(UserReaction.init(rawValue:)) ?? .none
            guard found == old else {
                throw ReactionStoreError.conflict(film: film.id, expected: old, found: found)
            }
            // No reaction to none is no change, and no history.
            if stored == nil, new == .none { return }
            try ReactionChangeRow.record(
                db, film: film, reaction: new, origin: .game, changedAt: changedAt.databaseValue, replacing: stored != nil
            )
            if new == .none {
                try ReactionRow.deleteOne(db, key: ReactionRow.key(of: film.id))
            } else {
                try ReactionRow(film: film, reaction: new, reactedAt: changedAt, sequence: ReactionRow.nextSequence(db)).write(db)
            }
        }
    }

    public func records(_ reaction: UserReaction?) async throws -> [ReactionRecord] {
        try await pool.read { db in
            var request = ReactionRow.readable.order(ReactionRow.Columns.sequence.desc)
            if let reaction {
                request = request.filter(ReactionRow.Columns.reaction == reaction.rawValue)
            }
            return try request.fetchAll(db).map(\.record)
        }
    }

    public func reactionCount() async throws -> Int {
        try await pool.read { db in try ReactionRow.fetchCount(db) }
    }

    /// Forgets every reaction, their history and every account's confirmations, in one transaction: confirmations
    /// kept without their reactions would read as "remove everything from the account", and a history kept would
    /// let undo bring back what was forgotten.
    public func removeAll() async throws {
        try await pool.write { db in
            try ReactionRow.deleteAll(db)
            try AccountSyncRow.deleteAll(db)
            try ReactionChangeRow.deleteAll(db)
        }
    }
}

extension SQLiteReactionStore: AccountSyncStore {
    public func pendingChanges(account: String, source: FilmSource) async throws -> [AccountChange] {
        try await pool.read { db in
            // Reactions here that the account does not hold, in the order they were made. `seen` is never sent: for an
            // account it is no reaction.
            let changed = try Row.fetchAll(
                db,
                sql: """
                    SELECT reaction.source, reaction.film_id, reaction.reaction, account_sync.reaction AS confirmed
                    FROM reaction
                    LEFT JOIN account_sync ON account_sync.account = ? AND account_sync.source = reaction.source
                        AND account_sync.film_id = reaction.film_id
                    WHERE reaction.source = ? AND reaction.reaction != 'seen' AND account_sync.reaction IS NOT reaction.reaction
                    ORDER BY reaction.sequence
                    """,
                arguments: [account, source.rawValue]
            )
            // Reactions the account holds that were removed here; film_id orders confirmations made
            // within one millisecond.
            let removed = try Row.fetchAll(
                db,
                sql: """
                    SELECT source, film_id, reaction FROM account_sync
                    WHERE account = ? AND source = ? AND NOT EXISTS (
                        SELECT 1 FROM reaction WHERE reaction.source = account_sync.source AND reaction.film_id = account_sync.film_id
                            AND reaction.reaction != 'seen'
                    )
                    ORDER BY confirmed_at, film_id
                    """,
                arguments: [account, source.rawValue]
            )
            return changed.compactMap(Self.change(local:)) + removed.compactMap(Self.change(removed:))
        }
    }

    public func confirm(_ reaction: UserReaction, for film: FilmID, account: String) async throws {
        let confirmedAt = now()
        try await pool.write { db in
            if reaction == .none {
                try AccountSyncRow.deleteOne(db, key: AccountSyncRow.key(account: account, film: film))
            } else {
                try AccountSyncRow(account: account, film: film, reaction: reaction, confirmedAt: confirmedAt).upsert(db)
            }
        }
    }

    /// The change a `reaction` row joined to its `confirmed` reaction stands for, or nil when the row
    /// is not one FilmSwipe writes.
    private static func change(local row: Row) -> AccountChange? {
        guard let (film, local) = ReactionRow.key(row) else { return nil }
        let confirmed = String.fromDatabaseValue(row["confirmed"]).flatMap(UserReaction.init(rawValue:)) ?? .none
        return AccountChange(film: film, confirmed: confirmed, local: local)
    }

    /// The removal an `account_sync` row without a reaction here stands for, or nil when the row is
    /// not one FilmSwipe writes.
    private static func change(removed row: Row) -> AccountChange? {
        guard let (film, confirmed) = ReactionRow.key(row) else { return nil }
        return AccountChange(film: film, confirmed: confirmed, local: .none)
    }
}
