import GRDB

/// Why a snapshot database could not be opened.
public typealias SnapshotOpenError = StoreOpenError<SnapshotSchema>

/// The snapshot database's schema, as the ordered migrations that build it (append-only, see `StoreSchema`).
public enum SnapshotSchema: StoreSchema {
    public static let databaseName = "snapshot database"

    /// The migrator that brings a database to this build's schema.
    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: the current run (the region, how many films, when it began and ended, how far its listing got), TMDB's
        // popularity ranking as this run listed it page by page, and each film as last fetched: its rank then, the film
        // decoded, its recommendations' ids, and TMDB's answer trimmed to what decoding reads, so a better decoder can
        // read it again without the network. A new run replaces films as it fetches them, so the snapshot plays meanwhile.
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE snapshot_run (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    region TEXT NOT NULL,
                    language TEXT NOT NULL,
                    films_wanted INTEGER NOT NULL,
                    started_at REAL NOT NULL,
                    completed_at REAL,
                    pages_listed INTEGER NOT NULL DEFAULT 0,
                    last_page INTEGER,
                    decoding INTEGER NOT NULL
                );
                CREATE TABLE snapshot_listing (
                    rank INTEGER PRIMARY KEY,
                    tmdb_id INTEGER NOT NULL UNIQUE,
                    gone INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE snapshot_film (
                    tmdb_id INTEGER PRIMARY KEY,
                    rank INTEGER NOT NULL,
                    film TEXT NOT NULL,
                    recommendations TEXT NOT NULL DEFAULT '[]',
                    details TEXT NOT NULL,
                    fetched_at REAL NOT NULL
                );
                CREATE INDEX snapshot_film_rank ON snapshot_film (rank);
                """)
        }
        return migrator
    }
}
