import TestSupport
import FilmSwipePartyClient
import FilmSwipePartyServer
import Foundation
import GRDB
import Testing

/// The party stores open as the reaction store does: a file they cannot use is refused, named, and left as it was.
@Suite("Opening a party database that cannot be used")
struct PartyStoreOpenErrorTests {
    /// One of the two party stores: its file in a data folder, and what opening that folder says when it fails.
    struct Store: CustomTestStringConvertible, Sendable {
        let name: String
        let fileName: String
        let open: @Sendable (URL) async -> String?
        var testDescription: String { name }
    }

    static let stores = [
        Store(name: "the player's party store", fileName: "party.sqlite") { folder in
            do {
                _ = try PartyClientStore(path: folder.appendingPathComponent("party.sqlite"))
                return nil
            } catch {
                return error.localizedDescription
            }
        },
        Store(name: "the party server's store", fileName: PartyServer.databaseFileName) { folder in
            do {
                let server = try await PartyServer.start(host: "127.0.0.1", port: 0, dataFolder: folder, limits: .forTests)
                await server.stop()
                return nil
            } catch {
                return error.localizedDescription
            }
        },
    ]

    @Test("a database from a newer FilmSwipe is refused, named, and left byte for byte as it was", arguments: stores)
    func newerVersion(store: Store) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent(store.fileName)
        #expect(await store.open(folder.url) == nil)
        // A later FilmSwipe knows this one's migration, and one more.
        var future = DatabaseMigrator()
        future.registerMigration("v1") { _ in }
        future.registerMigration("v9-from-the-future") { db in try db.execute(sql: "CREATE TABLE mood (name TEXT)") }
        let newer = try DatabasePool(path: path.path)
        try future.migrate(newer)
        try newer.close()
        let bytes = try Data(contentsOf: path)

        let message = try #require(await store.open(folder.url))

        #expect(message.contains(path.path), "the message names the file: \(message)")
        #expect(message.contains("was written by a newer FilmSwipe"), "\(message)")
        #expect(message.contains("update FilmSwipe, or pass --data-dir"), "\(message)")
        #expect(try Data(contentsOf: path) == bytes)
    }

    @Test("a file that is not an SQLite database is refused, named, and kept as it is", arguments: stores)
    func notADatabase(store: Store) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent(store.fileName)
        let contents = Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 8176)
        try contents.write(to: path)

        let message = try #require(await store.open(folder.url))

        #expect(message.contains(path.path), "the message names the file: \(message)")
        #expect(message.contains("move it aside (it is kept as is), or pass --data-dir"), "\(message)")
        #expect(try Data(contentsOf: path) == contents)
    }
}
