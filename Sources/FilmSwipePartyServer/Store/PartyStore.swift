import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import GRDB

/// The rooms on disk: SQLite in WAL mode, one transaction per room operation, committed before its broadcast.
///
/// Its methods are synchronous on purpose: the rooms actor calls them between changing a room and telling its
/// members, and an `await` there would let another operation slip in between and reorder what members are told.
final class PartyStore: Sendable {
    /// The database file's name in the server's data folder.
    static let fileName = "party-server.sqlite"

    private let pool: DatabasePool

    /// The store in `folder`, created or brought up to date.
    init(folder: URL) throws(PartyServerError) {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            // Opened as every store is (see `StoreDatabase`): WAL, so a commit survives the process being killed
            // (kill -9), which is what the server promises; 0600, as it holds every member's resume token.
            pool = try StoreDatabase<PartySchema>.open(url)
            // Nobody is connected to a server that is starting.
            try pool.write { db in try db.execute(sql: "UPDATE member SET present = 0") }
        } catch {
            throw .cannotOpenStore(message: PlayerMessage.describing(StoreOpenError<PartySchema>(path: url.path, error: error)))
        }
    }

    /// Writes a new room with its creator.
    func create(
        code: RoomCode, options: RoomOptions, cards: [PartyCard], creator: PartyMember, brought: MemberBrings, created: Date,
        rules: RoomRules = .standard
    ) throws {
        try pool.write { db in
            try db.execute(
                sql: "INSERT INTO room (code, options, deck, created, rules) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    code.text, PartyProtocol.encode(options), Self.deckText(cards.map(\.id)), Self.timestamp(created),
                    rules == .standard ? nil : PartyProtocol.encode(rules),
                ]
            )
            try Self.insert(cards: cards, room: code, db)
            try Self.insert(member: creator, brought: brought, room: code, db)
        }
    }

    /// Writes what one operation on room `code` changed.
    func apply(_ change: RoomChange, to code: RoomCode) throws {
        try pool.write { db in
            for (member, brought, isNew) in change.members {
                if isNew {
                    try Self.insert(member: member, brought: brought ?? MemberBrings(taste: nil, services: []), room: code, db)
                } else {
                    try db.execute(
                        sql: "UPDATE member SET present = ?, name = ? WHERE room = ? AND id = ?",
                        arguments: [member.isPresent, member.name.text, code.text, member.id.value]
                    )
                }
            }
            for vote in change.votes {
                try db.execute(
                    sql: "INSERT INTO vote (room, member, film, yes) VALUES (?, ?, ?, ?) ON CONFLICT (room, member, film) DO UPDATE SET yes = excluded.yes",
                    arguments: [code.text, vote.member.value, vote.film.partyText, vote.yes]
                )
            }
            for (member, film) in change.undone {
                try db.execute(
                    sql: "DELETE FROM vote WHERE room = ? AND member = ? AND film = ?", arguments: [code.text, member.value, film.partyText]
                )
            }
            for match in change.matches {
                try db.execute(
                    sql: "INSERT INTO match (room, film, sequence, yes, \"of\") VALUES (?, ?, ?, ?, ?)",
                    arguments: [code.text, match.film.partyText, match.sequence, match.yesCount, match.memberCount]
                )
            }
            if let deck = change.deck {
                try db.execute(sql: "UPDATE room SET deck = ? WHERE code = ?", arguments: [Self.deckText(deck.order), code.text])
                try Self.insert(cards: deck.newCards, room: code, db)
            }
            if let suggestion = change.suggestion {
                try db.execute(
                    sql: "INSERT INTO suggestion (room, film, member) VALUES (?, ?, ?) ON CONFLICT (room, film) DO UPDATE SET member = excluded.member",
                    arguments: [code.text, suggestion.film.partyText, suggestion.member.value]
                )
            }
            if let pick = change.pick {
                try db.execute(sql: "UPDATE room SET pick = ? WHERE code = ?", arguments: [PartyProtocol.encode(pick), code.text])
            }
        }
    }

    /// Forgets room `code` and everything in it (its members, votes, matches, cards), in one transaction.
    func remove(_ code: RoomCode) throws {
        try pool.write { db in
            // The other tables go with it (ON DELETE CASCADE; GRDB turns foreign keys on).
            try db.execute(sql: "DELETE FROM room WHERE code = ?", arguments: [code.text])
        }
    }

    /// Every room, its members absent. A row that cannot be read (a damaged file) is skipped, not fatal.
    func rooms() throws -> [StoredRoom] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT code, options, deck, created, rules, pick FROM room ORDER BY created, code").compactMap { row in
                try Self.room(row, db)
            }
        }
    }

    // MARK: Rows

    private static func room(_ row: Row, _ db: Database) throws -> StoredRoom? {
        guard let code = try? RoomCode(parsing: row["code"] as String),
              let options = try? decode(RoomOptions.self, row["options"] as String),
              let deckTexts = try? decode([String].self, row["deck"] as String) else { return nil }
        let deck = deckTexts.compactMap(FilmID.init(partyText:))
        var cards: [FilmID: PartyCard] = [:]
        for cardRow in try Row.fetchAll(db, sql: "SELECT card FROM card WHERE room = ?", arguments: [code.text]) {
            if let card = try? decode(PartyCard.self, cardRow["card"] as String) { cards[card.id] = card }
        }
        var members: [PartyMember] = []
        var tastes: [MemberID: PartyTaste] = [:]
        var services: [MemberID: [Int]] = [:]
        let memberRows = try Row.fetchAll(
            db, sql: "SELECT id, name, resume_token, taste, services FROM member WHERE room = ? ORDER BY id", arguments: [code.text]
        )
        for memberRow in memberRows {
            guard let token = ResumeToken(text: memberRow["resume_token"]) else { continue }
            let id = MemberID(memberRow["id"])
            members.append(PartyMember(id: id, name: MemberName(memberRow["name"] as String), isPresent: false, resumeToken: token))
            if let text = memberRow["taste"] as String?, let taste = try? decode(PartyTaste.self, text) { tastes[id] = taste }
            if let text = memberRow["services"] as String?, let ids = try? decode([Int].self, text) { services[id] = ids }
        }
        let votes = try Row.fetchAll(db, sql: "SELECT member, film, yes FROM vote WHERE room = ?", arguments: [code.text]).compactMap { vote -> PartyVote? in
            guard let film = FilmID(partyText: vote["film"]) else { return nil }
            return PartyVote(member: MemberID(vote["member"]), film: film, yes: vote["yes"])
        }
        let matchRows = try Row.fetchAll(db, sql: "SELECT film, sequence, yes, \"of\" FROM match WHERE room = ? ORDER BY sequence", arguments: [code.text])
        let matches = matchRows.compactMap { match -> PartyMatch? in
            guard let film = FilmID(partyText: match["film"]) else { return nil }
            return PartyMatch(film: film, sequence: match["sequence"], yesCount: match["yes"], memberCount: match["of"])
        }
        var suggestions: [FilmID: MemberID] = [:]
        for suggestion in try Row.fetchAll(db, sql: "SELECT film, member FROM suggestion WHERE room = ?", arguments: [code.text]) {
            if let film = FilmID(partyText: suggestion["film"]) { suggestions[film] = MemberID(suggestion["member"]) }
        }
        let created = ISO8601DateFormatter().date(from: row["created"]) ?? Date(timeIntervalSince1970: 0)
        var stored = StoredRoom(
            code: code, options: options, deck: deck, cards: cards, members: members, tastes: tastes, services: services, votes: votes, matches: matches,
            suggestions: suggestions, created: created
        )
        // Rules that cannot be read would be a room deciding otherwise than its members were told: the room is skipped.
        if let text = row["rules"] as String? {
            guard let rules = try? decode(RoomRules.self, text) else { return nil }
            stored.rules = rules
        }
        stored.pick = (row["pick"] as String?).flatMap { try? decode(PartyPick.self, $0) }
        return stored
    }

    private static func insert(member: PartyMember, brought: MemberBrings, room: RoomCode, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO member (room, id, name, present, resume_token, taste, services) VALUES (?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                room.text, member.id.value, member.name.text, member.isPresent, member.resumeToken.text, brought.taste.map(PartyProtocol.encode),
                brought.services.isEmpty ? nil : PartyProtocol.encode(brought.services),
            ]
        )
    }

    private static func insert(cards: [PartyCard], room: RoomCode, _ db: Database) throws {
        for card in cards {
            try db.execute(
                sql: "INSERT INTO card (room, film, card) VALUES (?, ?, ?) ON CONFLICT (room, film) DO UPDATE SET card = excluded.card",
                arguments: [room.text, card.id.partyText, PartyProtocol.encode(card)]
            )
        }
    }

    private static func deckText(_ deck: [FilmID]) -> String {
        PartyProtocol.encode(deck.map(\.partyText))
    }

    private static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
