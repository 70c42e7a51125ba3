@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB account lists read")
struct TMDBAccountReaderTests {
    private func reader(_ bed: TMDBTestBed, sessionID: String = TMDBStubServer.sessionID) throws -> TMDBAccountReader {
        TMDBAccountReader(client: try bed.client(sessionID: sessionID, configuration: bed.configuration(maxRetries: 0)))
    }

    @Test("each list is read page by page to its last page, oldest first, with the session and created_at.asc")
    func acrossPages() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let favourites = Set(1_000..<1_045)
        bed.server.setAccount(StubAccount(favourites: favourites, watchlist: [20, 21], ratings: [30: 8.5, 31: 2.0]))

        let lists = try await reader(bed).lists(accountID: TMDBStubServer.accountID)

        #expect(lists.favourites.map(\.film.id.value) == Array(1_000..<1_045))
        #expect(lists.watchlist.map(\.film.id.value) == [20, 21])
        #expect(lists.rated.map(\.film.id.value) == [30, 31])
        #expect(lists.rated.map(\.rating) == [8.5, 2.0])
        #expect(lists.favourites.allSatisfy { $0.rating == nil })
        let pages = bed.server.requests("/account/548/favorite/movies").map { $0.query["page"] }
        #expect(pages == ["1", "2", "3"])
        for request in bed.server.requests where request.path.hasPrefix("/3/account/548/") {
            #expect(request.query["sort_by"] == "created_at.asc")
            #expect(request.query["session_id"] == TMDBStubServer.sessionID)
        }
        #expect(bed.server.requests("/account/548/watchlist/movies").count == 1)
    }

    @Test("the films are TMDB films from the movie objects: cleaned title, original title, year, genres")
    func films() async throws {
        var catalogue = StubCatalogue()
        catalogue.titles[40] = "Evil\u{1B}[2J Title"
        let bed = try TMDBTestBed(catalogue: catalogue)
        defer { bed.server.stop() }
        bed.server.setAccount(StubAccount(favourites: [40]))

        let film = try #require(try await reader(bed).films(on: .favourites, accountID: TMDBStubServer.accountID).first?.film)

        #expect(film.id == FilmID(source: .tmdb, value: 40))
        #expect(!film.title.contains("\u{1B}"))
        #expect(film.title.hasPrefix("Evil"))
        #expect(film.originalTitle == "Original 40")
        #expect(film.year == 2001)
        #expect(film.genres == ["Action", "Science Fiction"])
    }

    @Test("an empty account reads as three empty lists, one request each")
    func empty() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }

        let lists = try await reader(bed).lists(accountID: TMDBStubServer.accountID)

        #expect(lists == TMDBAccountLists())
        #expect(bed.server.requests.filter { $0.path.hasPrefix("/3/account/548/") }.count == 3)
    }

    @Test("a film on a page that does not read is left out, and the rest of the page is kept")
    func badFilmSkipped() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let page = #"{"page":1,"total_pages":1,"total_results":2,"results":[{"id":50,"rating":"high"},{"id":51,"title":"Kept","rating":6.0}]}"#
        bed.server.script(.respond(.json(200, page)), for: "/account/548/rated/movies")

        let rated = try await reader(bed).films(on: .rated, accountID: TMDBStubServer.accountID)

        #expect(rated.map(\.film.id.value) == [51])
        #expect(rated.first?.rating == 6.0)
    }

    @Test("a session TMDB rejects is a 401 error naming the session")
    func rejectedSession() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.setAccount(StubAccount(favourites: [1]))

        let error = await TMDBTestBed.error { _ = try await reader(bed, sessionID: "expired-session").lists(accountID: TMDBStubServer.accountID) }

        #expect(error as? TMDBError == .credentialsRejected(statusCode: 3))
        #expect((error as? TMDBError)?.errorDescription?.contains("filmswipe tmdb login") == true)
    }

    @Test("another account's lists answer 404")
    func otherAccount() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }

        let error = await TMDBTestBed.error { _ = try await reader(bed).films(on: .watchlist, accountID: 549) }

        #expect(error as? TMDBError == .notFound(path: "/account/549/watchlist/movies"))
    }
}
