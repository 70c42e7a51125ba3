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
        let row = PartyMembershipRow(code: code.description, server: server, name: name, resumeToken: token.text, joinedAt: now())
        try await pool.write { db in
            // A membership saved again (a reconnect) takes the new token and keeps the day it was joined.
            _ = try row.upsertAndFetch(db, updating: .noColumnUnlessSpecified) { excluded in
                [PartyMembershipRow.Columns.resumeToken.set(to: excluded[PartyMembershipRow.Columns.resumeToken])]
            }
        }
    }

    /// The token that resumes `name`'s membership of `code` on `server`, if they were in it. Another name's is never
    /// given: that would bring them back as someone else.
    public func resumeToken(code: RoomCode, server: String, name: String) async throws -> ResumeToken? {
        let membership = try await pool.read { db in
            try PartyMembershipRow.fetchOne(db, key: PartyMembershipRow.key(code: code.description, server: server, name: name))
        }
        return membership.flatMap { ResumeToken(text: $0.resumeToken) }
    }

    /// Records `name`'s latest `intent` for `film`.
    public func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String, name: String) async throws {
        let row = PartyVoteRow(code: code.description, server: server, name: name, film: film.partyText, vote: intent.rawValue)
        try await pool.write { db in try row.upsert(db) }
    }

    /// Forgets `name`'s intent for `film` once the server holds it (an undo the server has).
    public func clearVote(film: FilmID, code: RoomCode, server: String, name: String) async throws {
        try await pool.write { db in
            _ = try PartyVoteRow.deleteOne(db, key: PartyVoteRow.key(code: code.description, server: server, name: name, film: film.partyText))
        }
    }

    /// `name`'s intents in room `code`.
    public func votes(code: RoomCode, server: String, name: String) async throws -> [FilmID: PartyVoteIntent] {
        let columns = PartyVoteRow.Columns.self
        let rows = try await pool.read { db in
            try PartyVoteRow
                .filter(columns.code == code.description && columns.server == server && columns.name == name)
                .fetchAll(db)
        }
        var votes: [FilmID: PartyVoteIntent] = [:]
        for row in rows {
            guard let film = FilmID(partyText: row.film), let intent = PartyVoteIntent(rawValue: row.vote) else { continue }
            votes[film] = intent
        }
        return votes
    }

    /// Records a match of room `code` (again is harmless).
    public func recordMatch(_ match: PartyMatchRecord, server: String) async throws {
        let row = PartyMatchRow(match, server: server)
        try await pool.write { db in try row.insert(db, onConflict: .ignore) }
    }

    /// Records that `names` were seen present in room `code` (again is harmless; the first sighting keeps its place).
    public func recordMembers(_ names: [String], code: RoomCode, server: String) async throws {
        let rows = names.map { PartyMemberSeenRow(code: code.description, server: server, name: $0) }
        try await pool.write { db in
            for row in rows {
                try row.insert(db, onConflict: .ignore)
            }
        }
    }

    /// Records the room's pick, in place of an earlier one (an older pick arriving late is ignored).
    public func recordPick(_ pick: PartyPickRecord, server: String) async throws {
        let row = PartyPickRow(pick, server: server)
        try await pool.write { db in
            let kept = try PartyPickRow.fetchOne(db, key: PartyPickRow.key(code: row.code, server: server))
            guard kept.map({ $0.sequence <= row.sequence }) ?? true else { return }
            try row.upsert(db)
        }
    }

    /// Records that room `code` ended, stamped the first time.
    public func recordEnded(code: RoomCode, server: String) async throws {
        let row = PartyEndedRow(code: code.description, server: server, endedAt: now())
        try await pool.write { db in try row.insert(db, onConflict: .ignore) }
    }

    /// The servers and names this folder was in room `code` as, for `party end` given a code alone.
    public func memberships(code: RoomCode) async throws -> [(server: String, name: String)] {
        let columns = PartyMembershipRow.Columns.self
        return try await pool.read { db in
            try PartyMembershipRow
                .filter(columns.code == code.description)
                .order(columns.joinedAt, columns.server, columns.name)
                .fetchAll(db)
                .map { (server: $0.server, name: $0.name) }
        }
    }

    /// Every party the player was in, newest first (by when they joined; one never saved last), with who was seen
    /// there and its matches in the order they happened.
    public func parties() async throws -> [PartyRecord] {
        try await pool.read { db in
            var joined: [PartyKey: Date] = [:]
            for membership in try PartyMembershipRow.fetchAll(db) {
                let key = PartyKey(code: membership.code, server: membership.server)
                joined[key] = min(joined[key] ?? membership.joinedAt, membership.joinedAt)
            }
            var members: [PartyKey: [String]] = [:]
            for seen in try PartyMemberSeenRow.order(Column.rowID).fetchAll(db) {
                members[PartyKey(code: seen.code, server: seen.server), default: []].append(SafeText.clean(seen.name))
            }
            var matches: [PartyKey: [PartyMatchRecord]] = [:]
            for row in try PartyMatchRow.order(PartyMatchRow.Columns.sequence).fetchAll(db) {
                guard let match = row.record else { continue }
                matches[PartyKey(code: row.code, server: row.server), default: []].append(match)
            }
            var picks: [PartyKey: PartyPickRecord] = [:]
            for row in try PartyPickRow.fetchAll(db) {
                picks[PartyKey(code: row.code, server: row.server)] = row.record
            }
            var ended: [PartyKey: Date] = [:]
            for row in try PartyEndedRow.fetchAll(db) {
                ended[PartyKey(code: row.code, server: row.server)] = row.endedAt
            }
            let keys = Set(joined.keys).union(matches.keys)
            return keys.map { key in
                PartyRecord(code: SafeText.clean(key.code), server: SafeText.clean(key.server), joinedAt: joined[key],
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
