import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import GRDB

/// The player's parties in `party.sqlite` in their data folder: how to resume each membership, the votes not yet
/// confirmed by the server, and the matches seen. Every change is committed before it is sent, so a vote made while
/// the server is away, or just before a crash, waits here until a reconnect sends it.
public final class PartyClientStore: Sendable {
    private let pool: DatabasePool
    private let now: @Sendable () -> Date

    /// Opens (creating) the file at `path`, as every store opens (see `StoreDatabase`); times are stamped with `now`.
    /// It holds the tokens that resume the player's memberships.
    public init(path: URL, now: @escaping @Sendable () -> Date = Date.init) throws {
        pool = try StoreDatabase<PartyClientSchema>.open(path)
        self.now = now
    }

    /// Remembers the membership of room `code` on `server`, with the token that resumes it.
    public func saveParty(code: RoomCode, server: String, name: String, token: ResumeToken) async throws {
        let joined = now()
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO party (code, server, name, resume_token, joined_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (code, server) DO UPDATE SET name = excluded.name, resume_token = excluded.resume_token
                    """,
                arguments: [code.description, server, name, token.text, joined]
            )
        }
    }

    /// The token that resumes the membership of `code` on `server`, if the player was in it.
    public func resumeToken(code: RoomCode, server: String) async throws -> ResumeToken? {
        let text = try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT resume_token FROM party WHERE code = ? AND server = ?", arguments: [code.description, server])
        }
        return text.flatMap(ResumeToken.init(text:))
    }

    /// Records the player's latest `intent` for `film`.
    public func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO party_vote (code, server, film, vote) VALUES (?, ?, ?, ?)
                    ON CONFLICT (code, server, film) DO UPDATE SET vote = excluded.vote
                    """,
                arguments: [code.description, server, film.partyText, intent.rawValue]
            )
        }
    }

    /// Forgets the intent for `film` once the server holds it (an undo the server has).
    public func clearVote(film: FilmID, code: RoomCode, server: String) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM party_vote WHERE code = ? AND server = ? AND film = ?", arguments: [code.description, server, film.partyText])
        }
    }

    /// The player's intents in room `code`.
    public func votes(code: RoomCode, server: String) async throws -> [FilmID: PartyVoteIntent] {
        try await pool.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT film, vote FROM party_vote WHERE code = ? AND server = ?", arguments: [code.description, server])
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

    /// Every match seen, the newest party first and each party's matches in the order they happened.
    public func matches() async throws -> [PartyMatchRecord] {
        try await pool.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT party_match.* FROM party_match
                LEFT JOIN party ON party.code = party_match.code AND party.server = party_match.server
                ORDER BY party.joined_at DESC, party_match.code, party_match.sequence
                """)
            return rows.compactMap { row in
                guard let film = String.fromDatabaseValue(row["film"]).flatMap(FilmID.init(partyText:)),
                      let code = String.fromDatabaseValue(row["code"]), let title = String.fromDatabaseValue(row["title"])
                else { return nil }
                return PartyMatchRecord(
                    code: code, film: film, title: SafeText.clean(title), year: Int.fromDatabaseValue(row["year"]),
                    sequence: Int.fromDatabaseValue(row["sequence"]) ?? 0, yes: Int.fromDatabaseValue(row["yes"]) ?? 0,
                    members: Int.fromDatabaseValue(row["members"]) ?? 0
                )
            }
        }
    }
}
