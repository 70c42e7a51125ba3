@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB film details")
struct TMDBFilmDetailsTests {
    /// A clock the test moves by hand.
    final class Clock: Sendable {
        let now = Locked(Date(timeIntervalSince1970: 1_800_000_000))
        func advance(days: Double) { now.withLock { $0 += days * 24 * 3600 } }
    }

    private static func film(_ id: Int, region: String, catalogue: StubCatalogue = StubCatalogue(), bed: TMDBTestBed) async throws -> Film? {
        let client = try bed.client()
        let data = try await client.data(for: TMDBFilmDetailsLookup.request(id))
        return try JSONDecoder().decode(TMDBFilmDetails.self, from: data).film(region: region)
    }

    @Test("one request gives the directors, the top-billed cast in billing order, the region's certificate and the official trailer")
    func peopleCertificateTrailer() async throws {
        let bed = try TMDBTestBed()
        let film = try #require(try await Self.film(105, region: "GB", bed: bed))
        #expect(film.people?.directors == ["Director 105", "Co-Director 105"])
        #expect(film.people?.cast == (1...5).map { "Actor 105-\($0)" })
        // GB lists a digital 12A before the theatrical 15: the theatrical one is the film's.
        #expect(film.certificate == "15")
        #expect(film.trailerURL == "https://www.youtube.com/watch?v=trailer105")
        #expect(film.pageURL == "https://www.themoviedb.org/movie/105")
        #expect(try await Self.film(105, region: "US", bed: bed)?.certificate == "PG-13")
        #expect(try await Self.film(105, region: "FR", bed: bed)?.certificate == nil)
        let request = try #require(bed.server.requests("/movie/105").first)
        #expect(request.query["append_to_response"] == "credits,videos,release_dates,watch/providers")
    }

    @Test("a TMDB film's card gets TMDB's own runtime from the lookup, whatever the bundled catalogue says of a namesake")
    func runtime() async throws {
        let bed = try TMDBTestBed()
        let lookup = TMDBFilmDetailsLookup(client: try bed.client(), store: nil, region: "GB")
        // The stub's film 139 runs 100 + 139 % 60 = 119 minutes.
        let dealt = Film(id: FilmID(source: .tmdb, value: 139), title: "Film 139")
        #expect(dealt.runtime == nil, "a page of results has no runtime; the details do")
        #expect(await lookup.completing(dealt).runtime == 119)
    }

    @Test("a genre TMDB names twice is shown once")
    func duplicateGenres() throws {
        let json = #"{"id":5,"title":"Heat","genres":[{"id":80,"name":"Crime"},{"id":18,"name":"Drama"},{"id":80,"name":"Crime"}]}"#
        let film = try #require(try JSONDecoder().decode(TMDBFilmDetails.self, from: Data(json.utf8)).film(region: "GB"))
        #expect(film.genres == ["Crime", "Drama"])
    }

    @Test("availability in the region: each kind of offer most prominent first, free and ads together, the watch link")
    func availability() async throws {
        let bed = try TMDBTestBed()
        let gb = try #require(try await Self.film(102, region: "GB", bed: bed)?.availability)
        #expect(gb.stream.map(\.name) == ["Netflix", "Disney Plus"])
        #expect(gb.free.map(\.name) == ["BBC iPlayer"])
        #expect(gb.rent.map(\.name) == ["Apple TV"])
        #expect(gb.buy.map(\.name) == ["Apple TV", "Google Play Movies"])
        #expect(gb.link == "https://www.themoviedb.org/movie/102/watch?locale=GB")
        #expect(!gb.isNowhere)
        // A region with no entry: known to be nowhere, not unknown.
        let nowhere = try #require(try await Self.film(104, region: "GB", bed: bed)?.availability)
        #expect(nowhere.isNowhere && nowhere.region == "GB")
        #expect(try await Self.film(102, region: "DE", bed: bed)?.availability?.isNowhere == true)
    }

    @Test("names with control characters and escape sequences are cleaned; empty ones are dropped")
    func hostileNames() async throws {
        var catalogue = StubCatalogue()
        catalogue.castNames[102] = ["Ana\u{1B}[2J\u{1B}[31m Lima", "\u{7}", "Bo\tChen\n"]
        catalogue.directorNames[102] = "\u{1B}]0;pwned\u{7}Dee"
        let bed = try TMDBTestBed(catalogue: catalogue)
        let people = try #require(try await Self.film(102, region: "GB", bed: bed)?.people)
        #expect(people.directors == ["Dee"])
        #expect(people.cast == ["Ana Lima", "Bo Chen"])
        for name in people.directors + people.cast {
            #expect(!name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }

    @Test("the lookup fetches a film once, keeps it for a week in the store (across games), then fetches it again")
    func keptForAWeek() async throws {
        let bed = try TMDBTestBed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TMDBFilmDetailsTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Clock()
        func lookup() throws -> TMDBFilmDetailsLookup {
            TMDBFilmDetailsLookup(client: try bed.client(), store: try FilmDetailsStore(url: folder.appendingPathComponent("d.sqlite")),
                                  region: "GB", now: { clock.now.withLock { $0 } })
        }
        let first = try lookup()
        let id = FilmID(source: .tmdb, value: 102)
        #expect(await first.film(id)?.people?.directors == ["Director 102"])
        #expect(await first.film(id) != nil)
        #expect(bed.server.requests("/movie/102").count == 1)
        clock.advance(days: 6)
        let nextGame = try lookup()
        #expect(await nextGame.film(id)?.availability?.stream.first?.name == "Netflix")
        #expect(bed.server.requests("/movie/102").count == 1)
        clock.advance(days: 2)
        #expect(await try lookup().film(id) != nil)
        #expect(bed.server.requests("/movie/102").count == 2)
        // Only the region's offers are kept.
        let kept = try #require(try await FilmDetailsStore(url: folder.appendingPathComponent("d.sqlite")).details(of: id, region: "GB"))
        let text = String(decoding: kept.body, as: UTF8.self)
        #expect(text.contains("\"GB\"") && !text.contains("\"US\""))
    }

    @Test("offline, old details are shown rather than none, and the lookup stops asking for a while")
    func offline() async throws {
        let bed = try TMDBTestBed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TMDBFilmDetailsTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Clock()
        let store = try FilmDetailsStore(url: folder.appendingPathComponent("d.sqlite"))
        let online = TMDBFilmDetailsLookup(client: try bed.client(), store: store, region: "GB", now: { clock.now.withLock { $0 } })
        #expect(await online.film(FilmID(source: .tmdb, value: 102)) != nil)
        clock.advance(days: 30)
        bed.server.script(.dropConnection, for: "/", times: nil)
        let offline = TMDBFilmDetailsLookup(client: try bed.client(configuration: bed.configuration(maxRetries: 0)), store: store, region: "GB",
                                            now: { clock.now.withLock { $0 } })
        #expect(await offline.film(FilmID(source: .tmdb, value: 102))?.people?.directors == ["Director 102"])
        #expect(await offline.film(FilmID(source: .tmdb, value: 103)) == nil)
        let asked = bed.server.requests.count
        // The network failed: the next films keep to the store without asking.
        #expect(await offline.film(FilmID(source: .tmdb, value: 105)) == nil)
        #expect(bed.server.requests.count == asked)
    }

    @Test("a 429 is waited out as long as Retry-After says; an unknown film is nil; a film of another source is not asked for")
    func limits() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.rateLimited(retryAfter: 3), for: "/movie/102")
        let lookup = TMDBFilmDetailsLookup(client: try bed.client(), store: nil, region: "GB")
        #expect(await lookup.film(FilmID(source: .tmdb, value: 102)) != nil)
        #expect(bed.sleeps.withLock { $0 } == [.seconds(3)])
        bed.server.updateCatalogue { $0.unknownIDs = [7] }
        #expect(await lookup.film(FilmID(source: .tmdb, value: 7)) == nil)
        #expect(await lookup.film(FilmID(source: .catalogue, value: 102)) == nil)
        #expect(bed.server.requests("/movie/102").count == 2)
    }

    @Test("the player's services that have the film are marked, streaming first, each once")
    func yourServices() async throws {
        let bed = try TMDBTestBed()
        let lookup = TMDBFilmDetailsLookup(client: try bed.client(), store: nil, region: "GB", services: [38, 337, 2])
        let availability = try #require(await lookup.film(FilmID(source: .tmdb, value: 102))?.availability)
        // Apple TV rents it, which is not watching it on a service.
        #expect(availability.onYourServices.map(\.name) == ["Disney Plus", "BBC iPlayer"])
    }
}
