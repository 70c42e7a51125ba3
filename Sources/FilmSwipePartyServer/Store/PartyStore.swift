import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import GRDB

/// The rooms on disk: SQLite in WAL mode, the changes of many room operations committed together in one transaction
/// (`apply`), before anyone is told of any of them.
///
/// A server starting reads only the rooms' summaries (`summaries`): a room is read whole (`room`) when someone first
/// comes back to it, so 5,000 rooms cost a start a few milliseconds and a few hundred kilobytes, not their decks.
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
            try pool.write { db in try db.execute(sql: "UPDATE member SET present = 0 WHERE present = 1") }
        } catch {
            throw .cannotOpenStore(message: PlayerMessage.describing(StoreOpenError<PartySchema>(path: url.path, error: error)))
        }
    }

    /// What the server keeps of every room: its code, times, creator and whether anyone joined. A row that cannot be
    /// read (a damaged file) is skipped, not fatal.
    func summaries() throws -> [RoomSummary] {
        try pool.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT code, created, touched, creator, (SELECT MAX(id) FROM member WHERE member.room = room.code) > 1 AS joined
                FROM room ORDER BY created, code
                """)
            return rows.compactMap { row in
                guard let code = try? RoomCode(parsing: row["code"] as String), let created = Self.date(row["created"]) else { return nil }
                // A room from before creators were kept lives by the rule it was made under: a day after its last use.
                let creator = (row["creator"] as String?).map(ClientAddress.init(stored:))
                return RoomSummary(
                    code: code, created: created, touched: Self.date(row["touched"]) ?? created, creator: creator,
                    joined: creator == nil || row["joined"] ?? false
                )
            }
        }
    }

    /// Room `code` read whole, with the cards of the deck's films for which `lacking` is true; nil when there is no such
    /// room or it cannot be read (rules that cannot be read would have it decide otherwise than its members were told).
    func room(_ code: RoomCode, summary: RoomSummary, lacking: (FilmID) -> Bool) throws -> StoredRoom? {
        try pool.read { db in
            guard let row = try RoomRow.fetchOne(db, key: code.text),
                  let options = try? Self.decode(RoomOptions.self, row.options),
                  let deckTexts = try? Self.decode([String].self, row.deck) else { return nil }
            let rules: RoomRules
            if let text = row.rules {
                guard let read = try? Self.decode(RoomRules.self, text) else { return nil }
                rules = read
            } else {
                rules = .standard
            }
            let deck = deckTexts.compactMap(FilmID.init(partyText:))
            let wanted = deck.filter(lacking).map(\.partyText)
            let cards = try FilmCardRow.filter(keys: wanted).fetchAll(db).compactMap { try? Self.decode(PartyCard.self, $0.card) }
            var members: [PartyMember] = []
            var tastes: [MemberID: PartyTaste] = [:], services: [MemberID: [Int]] = [:], watchlists: [MemberID: PartyWatchlist] = [:]
            for member in try MemberRow.filter(Column("room") == code.text).order(Column("id")).fetchAll(db) {
                guard let token = ResumeToken(text: member.resumeToken) else { continue }
                let id = MemberID(member.id)
                members.append(PartyMember(id: id, name: MemberName(member.name), isPresent: false, resumeToken: token))
                if let text = member.taste, let taste = try? Self.decode(PartyTaste.self, text) { tastes[id] = taste }
                if let text = member.services, let ids = try? Self.decode([Int].self, text) { services[id] = ids }
                if let text = member.watchlist, let films = try? Self.decode(PartyWatchlist.self, text) { watchlists[id] = films }
            }
            let votes = try VoteRow.filter(Column("room") == code.text).fetchAll(db).compactMap { vote in
                FilmID(partyText: vote.film).map { PartyVote(member: MemberID(vote.member), film: $0, yes: vote.yes) }
            }
            let matches = try MatchRow.filter(Column("room") == code.text).order(Column("sequence")).fetchAll(db).compactMap { match in
                FilmID(partyText: match.film).map { PartyMatch(film: $0, sequence: match.sequence, yesCount: match.yes, memberCount: match.of) }
            }
            var suggestions: [FilmID: MemberID] = [:]
            for suggestion in try SuggestionRow.filter(Column("room") == code.text).fetchAll(db) {
                if let film = FilmID(partyText: suggestion.film) { suggestions[film] = MemberID(suggestion.member) }
            }
            return StoredRoom(
                code: code, options: options, deck: deck, cards: cards, members: members, tastes: tastes, services: services,
                watchlists: watchlists, votes: votes, matches: matches, suggestions: suggestions, rules: rules,
                pick: row.pick.flatMap { try? Self.decode(PartyPick.self, $0) }, summary: summary
            )
        }
    }

    /// Writes what `changes` changed, in their order, in one transaction: all of it or, when it throws, none.
    func apply(_ changes: [(code: RoomCode, change: RoomChange)]) throws {
        try pool.write { db in
            for (code, change) in changes where change.writes { try Self.apply(change, to: code, db) }
        }
    }

    private static func apply(_ change: RoomChange, to code: RoomCode, _ db: Database) throws {
        let room = code.text
        if change.deleted {
            try RoomRow.deleteOne(db, key: room)
            return
        }
        if let created = change.created, let deck = change.deck {
            try RoomRow(
                code: room, options: PartyProtocol.encode(created.options), deck: deckText(deck.order), created: timestamp(created.created),
                touched: timestamp(created.created), rules: created.rules == .standard ? nil : PartyProtocol.encode(created.rules),
                pick: nil, creator: created.creator.description
            ).insert(db)
        }
        if let forgotten = change.forgotten {
            for table in ["vote", "suggestion"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE room = ? AND member = ?", arguments: [room, forgotten.value])
            }
            try MemberRow.deleteOne(db, key: ["room": room, "id": forgotten.value])
        }
        for (member, brought, isNew) in change.members {
            if isNew {
                let brought = brought ?? MemberBrings(taste: nil, services: [])
                try MemberRow(
                    room: room, id: member.id.value, name: member.name.text, present: member.isPresent, resumeToken: member.resumeToken.text,
                    taste: brought.taste.map(PartyProtocol.encode), services: brought.services.isEmpty ? nil : PartyProtocol.encode(brought.services),
                    watchlist: brought.watchlist.map(PartyProtocol.encode)
                ).insert(db)
            } else {
                try db.execute(
                    sql: "UPDATE member SET present = ?, name = ? WHERE room = ? AND id = ?",
                    arguments: [member.isPresent, member.name.text, room, member.id.value]
                )
            }
        }
        for vote in change.votes {
            try VoteRow(room: room, member: vote.member.value, film: vote.film.partyText, yes: vote.yes).upsert(db)
        }
        for (member, film) in change.undone {
            try VoteRow.deleteOne(db, key: ["room": room, "member": member.value, "film": film.partyText])
        }
        for match in change.matches {
            try MatchRow(room: room, film: match.film.partyText, sequence: match.sequence, yes: match.yesCount, of: match.memberCount).insert(db)
        }
        if let deck = change.deck {
            if change.created == nil {
                try db.execute(sql: "UPDATE room SET deck = ? WHERE code = ?", arguments: [deckText(deck.order), room])
            }
            for card in deck.newCards {
                try FilmCardRow(film: card.id.partyText, card: PartyProtocol.encode(card.plain)).upsert(db)
            }
        }
        if let suggestion = change.suggestion {
            try SuggestionRow(room: room, film: suggestion.film.partyText, member: suggestion.member.value).upsert(db)
        }
        if let pick = change.pick {
            try db.execute(sql: "UPDATE room SET pick = ? WHERE code = ?", arguments: [PartyProtocol.encode(pick), room])
        }
        if let watchlist = change.watchlist {
            try db.execute(
                sql: "UPDATE member SET watchlist = ? WHERE room = ? AND id = ?",
                arguments: [PartyProtocol.encode(watchlist.films), room, watchlist.member.value]
            )
        }
        if let touched = change.touched, change.created == nil {
            try db.execute(sql: "UPDATE room SET touched = ? WHERE code = ?", arguments: [timestamp(touched), room])
        }
    }

    private static func deckText(_ deck: [FilmID]) -> String {
        PartyProtocol.encode(deck.map(\.partyText))
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    private static func date(_ text: String?) -> Date? {
        text.flatMap { try? Date($0, strategy: .iso8601) }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}

extension PartyCard {
    /// The card as every room shares it: without who suggested it, where to watch it or on how many watchlists.
    var plain: PartyCard {
        var card = self
        card.suggestedBy = nil
        card.watch = nil
        card.watchlists = nil
        return card
    }
}
