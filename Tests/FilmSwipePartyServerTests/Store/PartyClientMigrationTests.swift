import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import GRDB
import Testing

/// A player's party file from before memberships were kept by name and who was there was recorded: its matches are
/// still listed, grouped, with who was there unknown; its membership and votes are the name that played them.
struct PartyClientMigrationTests {
    static let token = ResumeToken(text: String(repeating: "ab", count: 16))!

    /// The first release's schema, as its migration "v1" made it (a released migration never changes): Ann in two
    /// rooms, her yes to Forrest Gump not yet confirmed in the newer, a match in each, and one match of a room whose
    /// membership was never saved.
    func writeFirstRelease(at path: URL) throws {
        let database = try DatabasePool(path: path.path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE party (code TEXT NOT NULL, server TEXT NOT NULL, name TEXT NOT NULL, resume_token TEXT NOT NULL,
                    joined_at TEXT NOT NULL, PRIMARY KEY (code, server));
                CREATE TABLE party_vote (code TEXT NOT NULL, server TEXT NOT NULL, film TEXT NOT NULL,
                    vote TEXT NOT NULL CHECK (vote IN ('yes', 'no', 'undo')), PRIMARY KEY (code, server, film));
                CREATE TABLE party_match (code TEXT NOT NULL, server TEXT NOT NULL, film TEXT NOT NULL, title TEXT NOT NULL,
                    year INTEGER, sequence INTEGER NOT NULL, yes INTEGER NOT NULL, members INTEGER NOT NULL,
                    PRIMARY KEY (code, server, film));
                """)
        }
        try migrator.migrate(database)
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO party VALUES ('K7QX3PM', '127.0.0.1:7420', 'Ann', '\(Self.token.text)', '2026-11-20 19:30:00.000');
                INSERT INTO party VALUES ('LB73F24', '127.0.0.1:7420', 'Ann', '\(Self.token.text)', '2026-11-21 20:00:00.000');
                INSERT INTO party_vote VALUES ('LB73F24', '127.0.0.1:7420', 'catalogue:356', 'yes');
                INSERT INTO party_vote VALUES ('ZZZZZZZ', '127.0.0.1:7420', 'catalogue:296', 'no');
                INSERT INTO party_match VALUES ('K7QX3PM', '127.0.0.1:7420', 'catalogue:1', 'Braveheart', 1995, 1, 2, 2);
                INSERT INTO party_match VALUES ('LB73F24', '127.0.0.1:7420', 'catalogue:1', 'Braveheart', 1995, 1, 2, 2);
                INSERT INTO party_match VALUES ('LB73F24', '127.0.0.1:7420', 'catalogue:318', 'The Shawshank Redemption', 1994, 2, 3, 3);
                INSERT INTO party_match VALUES ('ZZZZZZZ', '127.0.0.1:7420', 'catalogue:296', 'Pulp Fiction', 1994, 1, 2, 2);
                """)
        }
        try database.close()
    }

    @Test func anOlderFileListsItsMatchesByPartyWithWhoWasThereUnknown() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("party.sqlite")
        try writeFirstRelease(at: path)
        let store = try PartyClientStore(path: path)

        let parties = try await store.parties()
        #expect(parties.map(\.code) == ["LB73F24", "K7QX3PM", "ZZZZZZZ"])
        #expect(parties.allSatisfy { $0.members == nil })
        #expect(parties[0].joinedAt == Date(timeIntervalSince1970: 1_795_291_200))
        #expect(parties[0].matches.map(\.line) == ["Braveheart (1995)", "The Shawshank Redemption (1994)"])
        #expect(parties[1].matches.map(\.line) == ["Braveheart (1995)"])
        #expect(parties[2].joinedAt == nil && parties[2].matches.map(\.line) == ["Pulp Fiction (1994)"])
    }

    @Test func anOlderFilesMembershipAndVotesAreTheNameThatPlayedThem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("party.sqlite")
        try writeFirstRelease(at: path)
        let store = try PartyClientStore(path: path)
        let code = try RoomCode(parsing: "LB73F24")

        #expect(try await store.resumeToken(code: code, server: "127.0.0.1:7420", name: "Ann") == Self.token)
        #expect(try await store.resumeToken(code: code, server: "127.0.0.1:7420", name: "Bob") == nil)
        #expect(try await store.votes(code: code, server: "127.0.0.1:7420", name: "Ann") == [FilmID(source: .catalogue, value: 356): .yes])

        try await store.recordMembers(["Ann", "Bob"], code: code, server: "127.0.0.1:7420")
        #expect(try await store.parties().first?.members == ["Ann", "Bob"], "a party played on after the update records who is there from then")
    }
}
