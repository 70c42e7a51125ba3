import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation
import GRDB
import Testing

/// A party server's database written before suggestions opens, keeps its rooms, and takes suggestions.
@Suite(.timeLimit(.minutes(10)))
struct PartyStoreMigrationTests {
    static let gump = FilmID(source: .catalogue, value: 356)
    static let pulp = FilmID(source: .catalogue, value: 296)
    static let holidayInn = FilmID(source: .catalogue, value: 3061)
    static let token = ResumeToken(text: String(repeating: "ab", count: 16))!

    /// The first release's schema, as its migration "v1" made it (a released migration never changes), with one
    /// room: Ana, who said yes to Forrest Gump.
    func writeFirstRelease(in folder: URL) throws {
        let database = try DatabasePool(path: folder.appendingPathComponent(PartyServer.databaseFileName).path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE room (code TEXT PRIMARY KEY NOT NULL, options TEXT NOT NULL, deck TEXT NOT NULL, created TEXT NOT NULL);
                CREATE TABLE card (room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE, film TEXT NOT NULL, card TEXT NOT NULL,
                    PRIMARY KEY (room, film));
                CREATE TABLE member (room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE, id INTEGER NOT NULL, name TEXT NOT NULL,
                    present INTEGER NOT NULL, resume_token TEXT NOT NULL, taste TEXT, PRIMARY KEY (room, id));
                CREATE TABLE vote (room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE, member INTEGER NOT NULL, film TEXT NOT NULL,
                    yes INTEGER NOT NULL, PRIMARY KEY (room, member, film));
                CREATE TABLE match (room TEXT NOT NULL REFERENCES room (code) ON DELETE CASCADE, film TEXT NOT NULL, sequence INTEGER NOT NULL,
                    yes INTEGER NOT NULL, "of" INTEGER NOT NULL, PRIMARY KEY (room, sequence));
                """)
        }
        try migrator.migrate(database)
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO room VALUES ('K7QX3PM', '{"genres":[]}', '["catalogue:356","catalogue:296"]', '2024-05-01T20:00:00Z');
                INSERT INTO card VALUES ('K7QX3PM', 'catalogue:356', '{"genres":[],"id":"catalogue:356","overview":"","rating":8.1,"ratings":341,"title":"Forrest Gump"}');
                INSERT INTO card VALUES ('K7QX3PM', 'catalogue:296', '{"genres":[],"id":"catalogue:296","overview":"","rating":8.5,"ratings":324,"title":"Pulp Fiction"}');
                INSERT INTO member VALUES ('K7QX3PM', 1, 'Ana', 1, '\(Self.token.text)', NULL);
                INSERT INTO vote VALUES ('K7QX3PM', 1, 'catalogue:356', 1);
                """)
        }
        try database.close()
    }

    @Test func aDatabaseFromBeforeSuggestionsKeepsItsRoomAndTakesThem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeFirstRelease(in: folder.url)
        try await withPartyServer(folder: folder) { server in
            var (ana, back) = try await PartyTestClient.join(port: server.port, code: try RoomCode(parsing: "K7QX3PM"), name: "Ana", resume: Self.token)
            #expect(back.deck.map(\.id) == [Self.gump, Self.pulp])
            #expect(back.deck.allSatisfy { $0.suggestedBy == nil })
            #expect(back.yourVotes == [Self.gump: true])
            #expect(back.suggestionsLeft == PartyRoom.suggestionLimit)

            try await ana.send(.suggest(film: Self.holidayInn))
            let card = try await ana.expect { if case .suggested(let card) = $0 { card } else { nil } }
            #expect(card.id == Self.holidayInn && card.suggestedBy == back.member)
        }
    }
}
