@testable import FilmSwipeTMDB
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB lists made for a room's matches")
struct TMDBListWriterTests {
    @Test("a list is made with its name and description, films are added in order, and a film added twice is already there")
    func makeAndAdd() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBListWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))

        let id = try await writer.makeList(name: "FilmSwipe party K7QX3PM", description: "Made by FilmSwipe.")
        #expect(try await writer.add(movieID: 949, to: id) == .added)
        #expect(try await writer.add(movieID: 194, to: id) == .added)
        #expect(try await writer.add(movieID: 949, to: id) == .alreadyThere)

        #expect(bed.server.account.lists == [StubList(id: id, name: "FilmSwipe party K7QX3PM", description: "Made by FilmSwipe.", movieIDs: [949, 194])])
        let body = try #require(bed.server.requests("/list").first?.json)
        #expect(body["language"] as? String == "en")
        #expect(bed.server.requests("/list").first?.query["session_id"] == TMDBStubServer.sessionID)
    }

    @Test("making a list is tried once, as a second try could make two; a list TMDB does not know is an error")
    func triedOnceAndUnknownList() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBListWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))
        bed.server.script(.internalError, for: "/list", method: "POST")

        let failed = await TMDBTestBed.error { _ = try await writer.makeList(name: "Party", description: "") }
        guard case .serverError? = failed as? TMDBError else {
            Issue.record("\(String(describing: failed))")
            return
        }
        #expect(bed.server.requests("/list").count == 1)
        #expect(bed.server.account.lists.isEmpty)

        let unknown = await TMDBTestBed.error { _ = try await writer.add(movieID: 949, to: 12) }
        guard case .notFound? = unknown as? TMDBError else {
            Issue.record("\(String(describing: unknown))")
            return
        }
    }

    @Test("without a session nothing is sent")
    func needsSession() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBListWriter(client: try bed.client(sessionID: nil))
        let error = await TMDBTestBed.error { _ = try await writer.makeList(name: "Party", description: "") }
        guard case .sessionRequired? = error as? TMDBError else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(bed.server.requests("/list").isEmpty)
    }
}
