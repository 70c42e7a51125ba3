import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation
import GRDB
import Testing

/// A server whose database fails under it says so in its log, naming no room, member or token, and tells whoever asked
/// that nothing was saved; nothing is dropped silently.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerStoreFailureTests {
    @Test func aVoteTheStoreCannotSaveIsRefusedAndLoggedWithoutItsCodeOrToken() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = CapturedLog()
        let server = try await PartyServer.start(
            host: "127.0.0.1", port: 0, dataFolder: folder.url, grace: .zero, limits: .forTests, logger: log.logger()
        )
        do {
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            // The votes' table goes away under the server, as a damaged or tampered file would have it.
            let database = try DatabaseQueue(path: folder.url.appendingPathComponent("party-server.sqlite").path)
            try await database.write { try $0.execute(sql: "ALTER TABLE vote RENAME TO vote_gone") }
            try await ann.send(.vote(film: welcome.deck[0].id, yes: true))
            #expect(try await ann.refusal().message == "the server could not save that; try again in a moment", "told, not dropped")
            let lines = log.messages
            #expect(lines.contains { $0.contains("could not save 1 room change(s) (a vote)") && $0.contains("no such table") }, "\(lines)")
            for line in lines {
                #expect(!line.contains(welcome.code.text), "the log names the room: \(line)")
                #expect(!line.contains(welcome.resume.text), "the log holds a token: \(line)")
                #expect(!line.contains("Ann"), "the log names a member: \(line)")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
