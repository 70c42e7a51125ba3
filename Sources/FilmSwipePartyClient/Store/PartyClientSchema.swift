import FilmSwipeData
import GRDB

/// The player's side of their parties, as ordered migrations (append-only, see `StoreSchema`).
enum PartyClientSchema: StoreSchema {
    static let databaseName = "party database"

    /// The migrator that brings `party.sqlite` to this build's schema.
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: the parties joined (with the token that resumes the membership), the votes as the player made them (the
        // outbox: what the server has not confirmed is sent again on reconnect), and the matches seen.
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE party (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    name TEXT NOT NULL,
                    resume_token TEXT NOT NULL,
                    joined_at TEXT NOT NULL,
                    PRIMARY KEY (code, server)
                );
                CREATE TABLE party_vote (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    film TEXT NOT NULL,
                    vote TEXT NOT NULL CHECK (vote IN ('yes', 'no', 'undo')),
                    PRIMARY KEY (code, server, film)
                );
                CREATE TABLE party_match (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    film TEXT NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    sequence INTEGER NOT NULL,
                    yes INTEGER NOT NULL,
                    members INTEGER NOT NULL,
                    PRIMARY KEY (code, server, film)
                );
                """)
        }
        return migrator
    }
}
