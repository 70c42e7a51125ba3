import Foundation
import GRDB

/// A store's place on disk, checked before SQLite is allowed to change anything there.
struct StoreFile<Schema: StoreSchema> {
    /// The database file.
    let url: URL

    /// Creates the folder the file lives in, and any missing folders above it.
    func prepareFolder() throws(StoreOpenError<Schema>) {
        // mkdir rather than FileManager: on Linux FileManager's error says only "the operation could
        // not be completed", while errno names the folder that failed and why.
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent()
        var info = stat()
        while folder.path != "/", stat(folder.path, &info) != 0 {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        for folder in missing.reversed() where mkdir(folder.path, 0o700) != 0 && errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw StoreOpenError<Schema>.notWritable(path: url.path, reason: "cannot create the folder \(folder.path) (\(reason))")
        }
    }

    /// Refuses an existing file that is a folder, not a database, or from a newer FilmSwipe.
    ///
    /// The check reads through a read-only connection: opening the store proper switches the file to
    /// WAL and writes to it, which must not happen to a file that is then refused.
    func checkExisting(against migrator: DatabaseMigrator) throws(StoreOpenError<Schema>) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            throw StoreOpenError<Schema>.notWritable(path: url.path, reason: "it is a folder, not a file")
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let unknown = try queue.read { db in
                try Self.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
            }
            try queue.close()
            if !unknown.isEmpty {
                throw StoreOpenError<Schema>.newerVersion(path: url.path, unknownMigrations: unknown)
            }
        } catch {
            throw StoreOpenError<Schema>(path: url.path, error: error)
        }
    }

    // GRDB's `appliedIdentifiers` queries the table first and checks that it exists only on failure:
    // another game creating the table between the two makes it throw. Tables never disappear, so
    // checking first is safe.
    private static func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        let exists = try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')"
        ) ?? false
        return exists ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
    }
}
