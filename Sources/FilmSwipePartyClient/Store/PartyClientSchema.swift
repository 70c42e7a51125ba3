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
        // v2: a membership and its votes belong to a name as well as a room, so a second player using this folder (with
        // an older FilmSwipe, or where locks do not hold) joins as themselves instead of resuming the first player and
        // sending their votes; SQLite cannot change a primary key, so both tables are built anew and copied. And the
        // names seen present in each room while the player was in it, in the order first seen, for `party matches`
        // (none for the parties before: who was there is not known).
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                CREATE TABLE party_v2 (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    name TEXT NOT NULL,
                    resume_token TEXT NOT NULL,
                    joined_at TEXT NOT NULL,
                    PRIMARY KEY (code, server, name)
                );
                INSERT INTO party_v2 (code, server, name, resume_token, joined_at)
                    SELECT code, server, name, resume_token, joined_at FROM party;
                CREATE TABLE party_vote_v2 (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    name TEXT NOT NULL,
                    film TEXT NOT NULL,
                    vote TEXT NOT NULL CHECK (vote IN ('yes', 'no', 'undo')),
                    PRIMARY KEY (code, server, name, film)
                );
                INSERT INTO party_vote_v2 (code, server, name, film, vote)
                    SELECT party_vote.code, party_vote.server, COALESCE(party.name, ''), party_vote.film, party_vote.vote
                    FROM party_vote LEFT JOIN party ON party.code = party_vote.code AND party.server = party_vote.server;
                DROP TABLE party_vote;
                ALTER TABLE party_vote_v2 RENAME TO party_vote;
                DROP TABLE party;
                ALTER TABLE party_v2 RENAME TO party;
                CREATE TABLE party_member_seen (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (code, server, name)
                );
                """)
        }
        // v3: each room's pick ("decide for us", the newest kept) and when the player saw the room end, for `party
        // matches`.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: """
                CREATE TABLE party_pick (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    film TEXT NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    sequence INTEGER NOT NULL,
                    PRIMARY KEY (code, server)
                );
                CREATE TABLE party_ended (
                    code TEXT NOT NULL,
                    server TEXT NOT NULL,
                    ended_at TEXT NOT NULL,
                    PRIMARY KEY (code, server)
                );
                """)
        }
        return migrator
    }
}
