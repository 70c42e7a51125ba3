import Foundation
import GRDB

/// Opens every FilmSwipe SQLite store the same way, whatever its schema.
///
/// The file is made 0600 before SQLite opens it (every store holds personal data or secrets), is in WAL mode, and is
/// migrated so that two programs migrating it at once both succeed. A folder where the file should be, a file that is
/// not a database or cannot be written, and a file from a newer FilmSwipe are refused with a `StoreOpenError` that
/// names the path and the way out, and leave the file exactly as it was found.
public enum StoreDatabase<Schema: StoreSchema> {
    /// The database at `url`, creating its folder and file when missing and bringing an older schema up to date.
    ///
    /// Durability: WAL with `synchronous = NORMAL` (what `DatabasePool` sets). A commit is in the WAL file (in the
    /// operating system's cache at least) when it returns, so a crash or `kill -9` loses nothing committed.
    public static func open(_ url: URL) throws(StoreOpenError<Schema>) -> DatabasePool {
        let file = StoreFile<Schema>(url: url)
        let migrator = Schema.migrator()
        try file.prepareFolder()
        try file.checkExisting(against: migrator)
        PrivateDatabaseFile.prepare(url)
        var configuration = Configuration()
        // Another program may hold the write lock for a moment; wait for it rather than fail.
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        // SQLite answers "database is locked" at once, without waiting, where waiting could deadlock (several programs
        // switching a fresh file to WAL together): that moment passes, so the open is tried again a few times.
        var attempt = 1
        while true {
            do {
                let pool = try DatabasePool(path: url.path, configuration: configuration)
                try migrate(pool, with: migrator)
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < busyAttempts {
                attempt += 1
            } catch {
                throw StoreOpenError(path: url.path, error: error)
            }
        }
    }

    private static var busyAttempts: Int { 5 }

    /// Applies the migrations `database` lacks.
    ///
    /// Two programs opening a fresh file at the same moment may both start the same migration: the loser's fails on
    /// the winner's tables and rolls back, as each migration is one transaction. Trying again then finds that
    /// migration applied, so a few attempts (at most one per migration another program can win) always succeed; a
    /// migration that fails for any other reason fails as often, and its error is thrown.
    static func migrate(_ database: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        let attempts = migrator.migrations.count + 1
        for attempt in 1...attempts {
            do {
                try migrator.migrate(database)
                return
            } catch where attempt < attempts {
                continue
            }
        }
    }
}
