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
                sql: "INSERT INTO room (code, options, deck, created, touched, rules) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    code.text, PartyProtocol.encode(options), Self.deckText(cards.map(\.id)), Self.timestamp(created), Self.timestamp(created),
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
            if let forgotten = change.forgotten {
                for table in ["vote", "suggestion"] {
                    try db.execute(sql: "DELETE FROM \(table) WHERE room = ? AND member = ?", arguments: [code.text, forgotten.value])
                }
                try db.execute(sql: "DELETE FROM member WHERE room = ? AND id = ?", arguments: [code.text, forgotten.value])
            }
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
            if let watchlist = change.watchlist {
                try db.execute(
                    sql: "UPDATE member SET watchlist = ? WHERE room = ? AND id = ?",
                    arguments: [PartyProtocol.encode(watchlist.films), code.text, watchlist.member.value]
                )
            }
            if let touched = change.touched {
                try db.execute(sql: "UPDATE room SET touched = ? WHERE code = ?", arguments: [Self.timestamp(touched), code.text])
            }
        }
    }

    /// Removes room `code` with everything in it.
    func delete(_ code: RoomCode) throws {
        try pool.write { db in try db.execute(sql: "DELETE FROM room WHERE code = ?", arguments: [code.text]) }
    }

    /// Removes the rooms last touched before `cutoff`, with everything in them; how many.
    @discardableResult
    func deleteRooms(touchedBefore cutoff: Date) throws -> Int {
        try pool.write { db in
            try db.execute(sql: "DELETE FROM room WHERE touched < ?", arguments: [Self.timestamp(cutoff)])
            return db.changesCount
        }
    }

    /// Every room touched since `cutoff`, its members absent. A row that cannot be read (a damaged file) is skipped, not
    /// fatal. Each table is read once for all rooms, not once per room: a server's start costs a few queries, however
    /// many rooms it holds.
    func rooms(touchedSince cutoff: Date) throws -> [StoredRoom] {
        try pool.read { db in
            let live = "SELECT code FROM room WHERE touched >= ?"
            let since: StatementArguments = [Self.timestamp(cutoff)]
            func rows(_ sql: String) throws -> [String: [Row]] {
                Dictionary(grouping: try Row.fetchAll(db, sql: sql + " AND room IN (\(live))", arguments: since)) { $0["room"] as String }
            }
            let cards = try rows("SELECT room, card FROM card WHERE 1")
            let members = try rows("SELECT room, id, name, resume_token, taste, services, watchlist FROM member WHERE 1")
            let votes = try rows("SELECT room, member, film, yes FROM vote WHERE 1")
            let matches = try rows("SELECT room, film, sequence, yes, \"of\" FROM match WHERE 1")
            let suggestions = try rows("SELECT room, film, member FROM suggestion WHERE 1")
            let roomRows = try Row.fetchAll(
                db, sql: "SELECT code, options, deck, created, touched, rules, pick FROM room WHERE touched >= ? ORDER BY created, code", arguments: since
            )
            return roomRows.compactMap { row in
                let code = row["code"] as String
                return Self.room(
                    row, cards: cards[code] ?? [], members: members[code] ?? [], votes: votes[code] ?? [], matches: matches[code] ?? [],
                    suggestions: suggestions[code] ?? []
                )
            }
        }
    }

    // MARK: Rows

    private static func room(
        _ row: Row, cards cardRows: [Row], members memberRows: [Row], votes voteRows: [Row], matches matchRows: [Row], suggestions suggestionRows: [Row]
    ) -> StoredRoom? {
        guard let code = try? RoomCode(parsing: row["code"] as String),
              let options = try? decode(RoomOptions.self, row["options"] as String),
              let deckTexts = try? decode([String].self, row["deck"] as String) else { return nil }
        let deck = deckTexts.compactMap(FilmID.init(partyText:))
        var cards: [FilmID: PartyCard] = [:]
        for cardRow in cardRows {
            if let card = try? decode(PartyCard.self, cardRow["card"] as String) { cards[card.id] = card }
        }
        var members: [PartyMember] = []
        var tastes: [MemberID: PartyTaste] = [:]
        var services: [MemberID: [Int]] = [:]
        var watchlists: [MemberID: PartyWatchlist] = [:]
        for memberRow in memberRows.sorted(by: { ($0["id"] as Int) < ($1["id"] as Int) }) {
            guard let token = ResumeToken(text: memberRow["resume_token"]) else { continue }
            let id = MemberID(memberRow["id"])
            members.append(PartyMember(id: id, name: MemberName(memberRow["name"] as String), isPresent: false, resumeToken: token))
            if let text = memberRow["taste"] as String?, let taste = try? decode(PartyTaste.self, text) { tastes[id] = taste }
            if let text = memberRow["services"] as String?, let ids = try? decode([Int].self, text) { services[id] = ids }
            if let text = memberRow["watchlist"] as String?, let films = try? decode(PartyWatchlist.self, text) { watchlists[id] = films }
        }
        let votes = voteRows.compactMap { vote -> PartyVote? in
            guard let film = FilmID(partyText: vote["film"]) else { return nil }
            return PartyVote(member: MemberID(vote["member"]), film: film, yes: vote["yes"])
        }
        let matches = matchRows.compactMap { match -> PartyMatch? in
            guard let film = FilmID(partyText: match["film"]) else { return nil }
            return PartyMatch(film: film, sequence: match["sequence"], yesCount: match["yes"], memberCount: match["of"])
        }.sorted { $0.sequence < $1.sequence }
        var suggestions: [FilmID: MemberID] = [:]
        for suggestion in suggestionRows {
            if let film = FilmID(partyText: suggestion["film"]) { suggestions[film] = MemberID(suggestion["member"]) }
        }
        let created = date(row["created"]) ?? Date(timeIntervalSince1970: 0)
        var stored = StoredRoom(
            code: code, options: options, deck: deck, cards: cards, members: members, tastes: tastes, services: services, votes: votes, matches: matches,
            suggestions: suggestions, created: created, touched: date(row["touched"]) ?? created
        )
        // Rules that cannot be read would be a room deciding otherwise than its members were told: the room is skipped.
        if let text = row["rules"] as String? {
            guard let rules = try? decode(RoomRules.self, text) else { return nil }
            stored.rules = rules
        }
        stored.pick = (row["pick"] as String?).flatMap { try? decode(PartyPick.self, $0) }
        stored.watchlists = watchlists
        return stored
    }

    private static func insert(member: PartyMember, brought: MemberBrings, room: RoomCode, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO member (room, id, name, present, resume_token, taste, services, watchlist) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                room.text, member.id.value, member.name.text, member.isPresent, member.resumeToken.text, brought.taste.map(PartyProtocol.encode),
                brought.services.isEmpty ? nil : PartyProtocol.encode(brought.services), brought.watchlist.map(PartyProtocol.encode),
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

    private static func date(_ text: String?) -> Date? {
        text.flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
