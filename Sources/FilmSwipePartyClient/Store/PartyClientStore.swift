import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import GRDB

/// The player's parties in `party.sqlite` in their data folder: how to resume each membership, the votes not yet
/// confirmed by the server, the matches seen and who was there. Every change is committed before it is sent, so a
/// vote made while the server is away, or just before a crash, waits here until a reconnect sends it.
public final class PartyClientStore: Sendable {
    private let pool: DatabasePool
    private let now: @Sendable () -> Date

    /// Opens (creating) the file at `path`, as every store opens (see `StoreDatabase`); times are stamped with `now`.
    /// It holds the tokens that resume the player's memberships.
    public init(path: URL, now: @escaping @Sendable () -> Date = Date.init) throws {
        pool = try StoreDatabase<PartyClientSchema>.open(path)
        self.now = now
    }

    /// Remembers `name`'s membership of room `code` on `server`, with the token that resumes it; the first time
    /// stamps when the player joined.
    public func saveParty(code: RoomCode, server: String, name: String, token: ResumeToken) async throws {
        let joined = now()
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO party (code, server, name, resume_token, joined_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (code, server, name) DO UPDATE SET resume_token = excluded.resume_token
                    """,
                arguments: [code.description, server, name, token.text, joined]
            )
        }
    }

    /// The token that resumes `name`'s membership of `code` on `server`, if they were in it. Another name's is never
    /// given: that would bring them back as someone else.
    public func resumeToken(code: RoomCode, server: String, name: String) async throws -> ResumeToken? {
        let text = try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT resume_token FROM party WHERE code = ? AND server = ? AND name = ?",
                                arguments: [code.description, server, name])
        }
        return text.flatMap(ResumeToken.init(text:))
    }

    /// Records `name`'s latest `intent` for `film`.
    public func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String, name: String) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO party_vote (code, server, name, film, vote) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (code, server, name, film) DO UPDATE SET vote = excluded.vote
                    """,
                arguments: [code.description, server, name, film.partyText, intent.rawValue]
            )
        }
    }

    /// Forgets `name`'s intent for `film` once the server holds it (an undo the server has).
    public func clearVote(film: FilmID, code: RoomCode, server: String, name: String) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM party_vote WHERE code = ? AND server = ? AND name = ? AND film = ?",
                           arguments: [code.description, server, name, film.partyText])
        }
    }

    /// `name`'s intents in room `code`.
    public func votes(code: RoomCode, server: String, name: String) async throws -> [FilmID: PartyVoteIntent] {
        try await pool.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT film, vote FROM party_vote WHERE code = ? AND server = ? AND name = ?",
                                        arguments: [code.description, server, name])
            var votes: [FilmID: PartyVoteIntent] = [:]
            for row in rows {
                guard let film = String.fromDatabaseValue(row["film"]).flatMap(FilmID.init(partyText:)),
                      let intent = String.fromDatabaseValue(row["vote"]).flatMap(PartyVoteIntent.init(rawValue:))
                else { continue }
                votes[film] = intent
            }
            return votes
        }
    }

    /// Records a match of room `code` (again is harmless).
    public func recordMatch(_ match: PartyMatchRecord, server: String) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO party_match (code, server, film, title, year, sequence, yes, members) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [match.code, server, match.film.partyText, match.title, match.year, match.sequence, match.yes, match.members]
            )
        }
    }

    /// Records that `names` were seen present in room `code` (again is harmless; the first sighting keeps its place).
    public func recordMembers(_ names: [String], code: RoomCode, server: String) async throws {
        try await pool.write { db in
            for name in names {
                try db.execute(sql: "INSERT OR IGNORE INTO party_member_seen (code, server, name) VALUES (?, ?, ?)",
                               arguments: [code.description, server, name])
            }
        }
    }

    /// Records the room's pick, in place of an earlier one (an older pick arriving late is ignored).
    public func recordPick(_ pick: PartyPickRecord, server: String) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO party_pick (code, server, film, title, year, sequence) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (code, server) DO UPDATE SET film = excluded.film, title = excluded.title, year = excluded.year,
                        sequence = excluded.sequence
                    WHERE excluded.sequence >= party_pick.sequence
                    """,
                arguments: [pick.code, server, pick.film.partyText, pick.title, pick.year, pick.sequence]
            )
        }
    }

    /// Records that room `code` ended, stamped the first time.
    public func recordEnded(code: RoomCode, server: String) async throws {
        let ended = now()
        try await pool.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO party_ended (code, server, ended_at) VALUES (?, ?, ?)",
                           arguments: [code.description, server, ended])
        }
    }

    /// The servers and names this folder was in room `code` as, for `party end` given a code alone.
    public func memberships(code: RoomCode) async throws -> [(server: String, name: String)] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT server, name FROM party WHERE code = ? ORDER BY joined_at, server, name", arguments: [code.description])
                .map { (server: $0["server"], name: $0["name"]) }
        }
    }

    /// Every party the player was in, newest first (by when they joined; one never saved last), with who was seen
    /// there and its matches in the order they happened.
    public func parties() async throws -> [PartyRecord] {
        try await pool.read { db in
            var joined: [PartyKey: Date?] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT code, server, MIN(joined_at) AS joined_at FROM party GROUP BY code, server") {
                joined[PartyKey(code: row["code"], server: row["server"])] = Date.fromDatabaseValue(row["joined_at"])
            }
            var members: [PartyKey: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT code, server, name FROM party_member_seen ORDER BY rowid") {
                members[PartyKey(code: row["code"], server: row["server"]), default: []].append(SafeText.clean(row["name"] as String))
            }
            var matches: [PartyKey: [PartyMatchRecord]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM party_match ORDER BY sequence") {
                guard let film = String.fromDatabaseValue(row["film"]).flatMap(FilmID.init(partyText:)),
                      let code = String.fromDatabaseValue(row["code"]), let server = String.fromDatabaseValue(row["server"]),
                      let title = String.fromDatabaseValue(row["title"])
                else { continue }
                matches[PartyKey(code: code, server: server), default: []].append(PartyMatchRecord(
                    code: code, film: film, title: SafeText.clean(title), year: Int.fromDatabaseValue(row["year"]),
                    sequence: Int.fromDatabaseValue(row["sequence"]) ?? 0, yes: Int.fromDatabaseValue(row["yes"]) ?? 0,
                    members: Int.fromDatabaseValue(row["members"]) ?? 0
                ))
            }
            var picks: [PartyKey: PartyPickRecord] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM party_pick") {
                guard let film = String.fromDatabaseValue(row["film"]).flatMap(FilmID.init(partyText:)),
                      let code = String.fromDatabaseValue(row["code"]), let server = String.fromDatabaseValue(row["server"]),
                      let title = String.fromDatabaseValue(row["title"])
                else { continue }
                picks[PartyKey(code: code, server: server)] = PartyPickRecord(
                    code: code, film: film, title: SafeText.clean(title), year: Int.fromDatabaseValue(row["year"]),
                    sequence: Int.fromDatabaseValue(row["sequence"]) ?? 0
                )
            }
            var ended: [PartyKey: Date] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT code, server, ended_at FROM party_ended") {
                ended[PartyKey(code: row["code"], server: row["server"])] = Date.fromDatabaseValue(row["ended_at"])
            }
            let keys = Set(joined.keys).union(matches.keys)
            return keys.map { key in
                PartyRecord(code: SafeText.clean(key.code), server: SafeText.clean(key.server), joinedAt: joined[key] ?? nil,
                            members: members[key], matches: matches[key] ?? [], pick: picks[key], endedAt: ended[key])
            }
            .sorted { first, second in
                switch (first.joinedAt, second.joinedAt) {
                case let (one?, two?) where one != two: return one > two
                case (.some, nil): return true
                case (nil, .some): return false
                default: return (first.code, first.server) < (second.code, second.server)
                }
            }
        }
    }

    private struct PartyKey: Hashable {
        let code: String
        let server: String
    }
}
