import GRDB

/// Why the reaction database could not be opened.
public typealias ReactionStoreOpenError = StoreOpenError<ReactionSchema>

/// The reaction database's schema, as the ordered migrations that build it (append-only, see `StoreSchema`).
public enum ReactionSchema: StoreSchema {
    public static let databaseName = "reaction database"

    /// The migrator that brings a database to this build's schema.
    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: one row per film reacted to, with a snapshot of the film so lists work offline.
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE reaction (
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    reaction TEXT NOT NULL CHECK (reaction IN ('favourite', 'dislike', 'watchlist')),
                    reacted_at TEXT NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    overview TEXT NOT NULL DEFAULT '',
                    genres TEXT NOT NULL DEFAULT '[]',
                    runtime INTEGER,
                    rating REAL NOT NULL DEFAULT 0,
                    rating_count INTEGER NOT NULL DEFAULT 0,
                    poster_path TEXT,
                    PRIMARY KEY (source, film_id)
                )
                """)
        }
        // v2: timestamps tie within a millisecond, so "newest first" needs a counter. Existing rows
        // are numbered in the order v1 could see: by time, then by insertion.
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                ALTER TABLE reaction ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
                UPDATE reaction SET sequence = ranked.position
                    FROM (SELECT rowid AS id, ROW_NUMBER() OVER (ORDER BY reacted_at, rowid) AS position FROM reaction) AS ranked
                    WHERE reaction.rowid = ranked.id;
                CREATE UNIQUE INDEX reaction_by_sequence ON reaction (sequence);
                CREATE INDEX reaction_by_reaction ON reaction (reaction, sequence);
                """)
        }
        // v3: what each remote account last confirmed per film, so the account writes still to send
        // are the difference from `reaction` and outlive a restart. No foreign key to `reaction`: a
        // confirmation outlives the reaction removed here until the removal is sent. An account that
        // holds nothing for a film has no row, as in `reaction`.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: """
                CREATE TABLE account_sync (
                    account TEXT NOT NULL,
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    reaction TEXT NOT NULL CHECK (reaction IN ('favourite', 'dislike', 'watchlist')),
                    confirmed_at TEXT NOT NULL,
                    PRIMARY KEY (account, source, film_id)
                )
                """)
        }
        // v4: imported film histories. A `seen` reaction (SQLite cannot change a CHECK, so the table is built anew and
        // copied), and where each reaction came from with the player's rating there.
        migrator.registerMigration("v4") { db in
            try db.execute(sql: """
                CREATE TABLE reaction_v4 (
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    reaction TEXT NOT NULL CHECK (reaction IN ('favourite', 'dislike', 'watchlist', 'seen')),
                    reacted_at TEXT NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    overview TEXT NOT NULL DEFAULT '',
                    genres TEXT NOT NULL DEFAULT '[]',
                    runtime INTEGER,
                    rating REAL NOT NULL DEFAULT 0,
                    rating_count INTEGER NOT NULL DEFAULT 0,
                    poster_path TEXT,
                    sequence INTEGER NOT NULL DEFAULT 0,
                    origin TEXT NOT NULL DEFAULT 'game' CHECK (origin IN ('game', 'letterboxd', 'imdb', 'tmdb')),
                    origin_rating REAL,
                    PRIMARY KEY (source, film_id)
                );
                INSERT INTO reaction_v4 (source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating,
                                         rating_count, poster_path, sequence)
                    SELECT source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating,
                           rating_count, poster_path, sequence FROM reaction;
                DROP TABLE reaction;
                ALTER TABLE reaction_v4 RENAME TO reaction;
                CREATE UNIQUE INDEX reaction_by_sequence ON reaction (sequence);
                CREATE INDEX reaction_by_reaction ON reaction (reaction, sequence);
                """)
        }
        // v5: the history of every change to a reaction, with the whole row it replaced (its columns prefixed
        // `previous_`, all NULL when the film had no reaction), so undo can restore exactly what was there. `reaction` is
        // what the change made ('none': it removed the row); `origin` who made it: the game, or an import (which undo
        // passes over). Nothing is written for existing reactions: their history starts now. No index: each one would
        // cost every swipe's commit, and undo finds the newest change of the game by reading back from the end.
        migrator.registerMigration("v5") { db in
            try db.execute(sql: """
                CREATE TABLE reaction_change (
                    id INTEGER PRIMARY KEY,
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    reaction TEXT NOT NULL CHECK (reaction IN ('favourite', 'dislike', 'watchlist', 'seen', 'none')),
                    origin TEXT NOT NULL CHECK (origin IN ('game', 'letterboxd', 'imdb', 'tmdb')),
                    changed_at TEXT NOT NULL,
                    previous_reaction TEXT CHECK (previous_reaction IN ('favourite', 'dislike', 'watchlist', 'seen')),
                    previous_reacted_at TEXT,
                    previous_title TEXT,
                    previous_year INTEGER,
                    previous_overview TEXT,
                    previous_genres TEXT,
                    previous_runtime INTEGER,
                    previous_rating REAL,
                    previous_rating_count INTEGER,
                    previous_poster_path TEXT,
                    previous_sequence INTEGER,
                    previous_origin TEXT,
                    previous_origin_rating REAL
                )
                """)
        }
        // v6: the films `filmswipe tonight` ended in, each with its runner-up, newest last. A film's title and year are
        // kept as they were, so the list reads the same whatever the catalogue becomes; `reset` forgets reactions, not
        // what was watched.
        migrator.registerMigration("v6") { db in
            try db.execute(sql: """
                CREATE TABLE tonight_choice (
                    id INTEGER PRIMARY KEY,
                    chosen_at TEXT NOT NULL,
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    runtime INTEGER,
                    runner_up_source TEXT,
                    runner_up_film_id INTEGER,
                    runner_up_title TEXT,
                    runner_up_year INTEGER,
                    among INTEGER NOT NULL
                )
                """)
        }
        return migrator
    }
}
