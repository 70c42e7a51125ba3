import FilmSwipeData
import GRDB

/// The party server's database schema, as ordered migrations (append-only, see `StoreSchema`).
enum PartySchema: StoreSchema {
    static let databaseName = "party server database"

    /// The migrator that brings a database to this build's schema.
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: rooms with their deck order and cards (so a restarted server needs no catalogue to welcome anyone),
        // members with their taste (so a later join ranks the deck for everyone), votes and matches.
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE room (
                    code TEXT PRIMARY KEY NOT NULL,
                    options TEXT NOT NULL,
                    deck TEXT NOT NULL,
                    created TEXT NOT NULL
                );
                CREATE TABLE card (
                    room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE,
                    film TEXT NOT NULL,
                    card TEXT NOT NULL,
                    PRIMARY KEY (room, film)
                );
                CREATE TABLE member (
                    room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE,
                    id INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    present INTEGER NOT NULL,
                    resume_token TEXT NOT NULL,
                    taste TEXT,
                    PRIMARY KEY (room, id)
                );
                CREATE TABLE vote (
                    room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE,
                    member INTEGER NOT NULL,
                    film TEXT NOT NULL,
                    yes INTEGER NOT NULL,
                    PRIMARY KEY (room, member, film)
                );
                CREATE TABLE match (
                    room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE,
                    film TEXT NOT NULL,
                    sequence INTEGER NOT NULL,
                    yes INTEGER NOT NULL,
                    "of" INTEGER NOT NULL,
                    PRIMARY KEY (room, sequence)
                );
                """)
        }
        // v2: suggestions, the film and who suggested it (the deck's order, in room, already puts it on top).
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                CREATE TABLE suggestion (
                    room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE,
                    film TEXT NOT NULL,
                    member INTEGER NOT NULL,
                    PRIMARY KEY (room, film)
                );
                """)
        }
        // v3: each member's streaming services (TMDB ids, JSON), for a room dealing only what its members can watch.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: "ALTER TABLE member ADD COLUMN services TEXT")
        }
        // v4: when anything last happened in each room, so that rooms nobody uses are removed and a server starting
        // loads only the live ones; rooms from before count from the update, so that none is lost the moment it runs.
        migrator.registerMigration("v4") { db in
            try db.execute(sql: """
                ALTER TABLE room ADD COLUMN touched TEXT;
                UPDATE room SET touched = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
                CREATE INDEX room_touched ON room (touched);
                """)
        }
        // v5: how each room decides (its match rule and cap on likes, JSON; none: the standard rules) and its last
        // pick (JSON), both with the room.
        migrator.registerMigration("v5") { db in
            try db.execute(sql: """
                ALTER TABLE room ADD COLUMN rules TEXT;
                ALTER TABLE room ADD COLUMN pick TEXT;
                """)
        }
        // v6: each member's watchlist (film ids, JSON), brought with `--bring-watchlist` or the page's upload; none: not
        // brought.
        migrator.registerMigration("v6") { db in
            try db.execute(sql: "ALTER TABLE member ADD COLUMN watchlist TEXT")
        }
        // v7: cards kept once for every room (film_card), not once a room: a server's rooms mostly deal the same films,
        // and a restart reads a room's cards only when someone comes back to it. And the address each room was created
        // from, which the room counts against while it lives (--rooms-per-address).
        migrator.registerMigration("v7") { db in
            try db.execute(sql: """
                CREATE TABLE film_card (
                    film TEXT PRIMARY KEY NOT NULL,
                    card TEXT NOT NULL
                );
                INSERT OR IGNORE INTO film_card (film, card) SELECT film, card FROM card;
                DROP TABLE card;
                ALTER TABLE room ADD COLUMN creator TEXT;
                """)
        }
        return migrator
    }
}
