@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB account writes")
struct TMDBAccountWriteTests {
    @Test("a favourite goes to the account's favorite list, the account id asked for once")
    func favourite() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBAccountWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))

        try await writer.apply(movieID: 550, from: .none, to: .favourite)
        try await writer.apply(movieID: 551, from: .none, to: .watchlist)

        #expect(bed.server.account.favourites == [550])
        #expect(bed.server.account.watchlist == [551])
        let body = try #require(bed.server.requests("/account/548/favorite").first?.json)
        #expect(body["media_type"] as? String == "movie")
        #expect(body["media_id"] as? Int == 550)
        #expect(body["favorite"] as? Bool == true)
        #expect(bed.server.requests("/account").count == 1)
    }

    @Test("a dislike is sent as a rating of 1.0, and taking it back deletes the rating")
    func dislike() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBAccountWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))

        try await writer.apply(movieID: 600, from: .none, to: .dislike)
        #expect(bed.server.account.ratings == [600: 1.0])

        try await writer.apply(movieID: 600, from: .dislike, to: .none)
        #expect(bed.server.account.ratings.isEmpty)
        #expect(bed.server.requests("/movie/600/rating", method: "DELETE").count == 1)
    }

    @Test("codes 1, 12 and 13 are success; adding twice and removing what is absent both succeed")
    func successCodes() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(sessionID: TMDBStubServer.sessionID)
        func favourite(_ add: Bool) -> TMDBRequest {
            TMDBRequest(.post, "/account/548/favorite", body: Data(#"{"media_type":"movie","media_id":7,"favorite":\#(add)}"#.utf8), needsSession: true)
        }

        let first = try await client.write(favourite(true))
        let again = try await client.write(favourite(true))
        let removed = try await client.write(favourite(false))
        let removedAgain = try await client.write(favourite(false))
        let writer = TMDBAccountWriter(client: client)
        try await writer.apply(movieID: 8, from: .dislike, to: .none)

        #expect([first, again, removed, removedAgain] == [Int]([1, 12, 13, 13]))
        #expect(bed.server.account == StubAccount())
    }

    @Test("a 2xx without a success code, or a 400 for a bad rating, is an error")
    func refusedWrites() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(sessionID: TMDBStubServer.sessionID)
        bed.server.script(.respond(.json(201, #"{"success":true}"#)), for: "/movie/9/rating")

        let unconfirmed = await TMDBTestBed.error {
            try await client.write(TMDBRequest(.post, "/movie/9/rating", body: Data(#"{"value":1.0}"#.utf8), needsSession: true))
        }
        let badValue = await TMDBTestBed.error {
            try await client.write(TMDBRequest(.post, "/movie/9/rating", body: Data(#"{"value":1.3}"#.utf8), needsSession: true))
        }

        #expect(unconfirmed as? TMDBError == .writeNotConfirmed(path: "/movie/9/rating", statusCode: nil))
        #expect(badValue as? TMDBError == .refused(path: "/movie/9/rating", httpStatus: 400, statusCode: 18,
                                                    message: "Value invalid: Values must be a multiple of 0.50"))
    }

    @Test("changing a reaction removes the old one and adds the new one")
    func change() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBAccountWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))

        try await writer.apply(movieID: 700, from: .none, to: .favourite)
        try await writer.apply(movieID: 700, from: .favourite, to: .watchlist)
        try await writer.apply(movieID: 700, from: .watchlist, to: .dislike)

        #expect(bed.server.account == StubAccount(favourites: [], watchlist: [], ratings: [700: 1.0]))
    }

    @Test("a change whose second call fails puts the old reaction back, then throws")
    func changeRestoresOld() async throws {
        let bed = try TMDBTestBed()
        let writer = TMDBAccountWriter(client: try bed.client(sessionID: TMDBStubServer.sessionID))
        try await writer.apply(movieID: 800, from: .none, to: .favourite)
        bed.server.script(.internalError, for: "/account/548/watchlist", times: nil)

        let error = await TMDBTestBed.error { try await writer.apply(movieID: 800, from: .favourite, to: .watchlist) }

        guard case .serverError? = error as? TMDBError else {
            Issue.record("expected serverError, got \(String(describing: error))")
            return
        }
        #expect(bed.server.account.favourites == [800])
        #expect(bed.server.account.watchlist.isEmpty)
        let favouriteBodies = bed.server.requests("/account/548/favorite").compactMap { $0.json?["favorite"] as? Bool }
        #expect(favouriteBodies == [true, false, true])
    }
}
