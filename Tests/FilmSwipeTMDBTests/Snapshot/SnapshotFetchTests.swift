@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("Snapshot fetch")
struct SnapshotFetchTests {
    @Test("lists the ranking by popularity, 20 a page, then asks once per film for its details with every part appended")
    func fetchesRankingThenDetails() async throws {
        let bed = try SnapshotTestBed()

        let summary = try await bed.run(films: 45)

        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(45))
        #expect(summary.films == 45)
        #expect(summary.run.isComplete)
        #expect(summary.run.region == "GB")
        let discover = bed.server.requests("/discover/movie")
        #expect(discover.map { $0.query["page"] } == ["1", "2", "3"])
        #expect(discover.allSatisfy { $0.query["sort_by"] == "popularity.desc" && $0.query["include_adult"] == "false" })
        let details = bed.server.requests.filter { $0.path.hasPrefix("/3/movie/") }
        #expect(details.count == 45)
        #expect(Set(details.map(\.path)) == Set(SnapshotTestBed.rankedIDs(45).map { "/3/movie/\($0)" }))
        #expect(details.allSatisfy { $0.query["append_to_response"] == "credits,videos,release_dates,watch/providers,recommendations" })
        let first = try #require(try bed.store.films().first)
        #expect(first.rank == 1)
        #expect(first.film.title == "Film 100")
        #expect(first.film.genres == ["Action", "Science Fiction"])
        #expect(first.film.runtime == 140)
        #expect(first.film.pageURL == "https://www.themoviedb.org/movie/100")
        #expect(first.film.people == FilmPeople(directors: ["Director 100", "Co-Director 100"], cast: (1...5).map { "Actor 100-\($0)" }))
        #expect(first.film.certificate == "15")
        #expect(first.film.trailerURL == "https://www.youtube.com/watch?v=trailer100")
        #expect(first.film.availability?.rent.map(\.name) == ["Apple TV", "Google Play Movies"])
        #expect(first.film.availability?.stream == [])
        let nowhere = try #require(try bed.store.films().first { $0.film.id.value == 101 })
        #expect(nowhere.film.availability?.isNowhere == true)
        // TMDB's list leaves the film itself out; the stub's does not.
        #expect(first.recommendations == StubCatalogue.recommendationIDs(movieID: 100, page: 1).filter { $0 != 100 })
        #expect(bed.events.withLock { $0 }.first == .beginning(films: 45, region: "GB"))
        #expect(bed.events.withLock { $0 }.last == .fetched(done: 45, films: 45))
    }

    @Test("never faster than 20 requests a second by its clock, however many are in flight")
    func pacing() async throws {
        let bed = try SnapshotTestBed()

        try await bed.run(films: 30, connections: 6)

        let requests = bed.server.requests.count
        let deadlines = bed.clock.deadlines.withLock { $0 }
        #expect(requests == 2 + 30)
        // The first request goes at once; each later one waits for its own 50 ms step.
        #expect(deadlines == (1..<requests).map { .milliseconds(50 * $0) })
    }

    @Test("a 429 is waited out for as long as Retry-After says, and the film is fetched", arguments: [1, 2])
    func rateLimit(seconds: Int) async throws {
        let bed = try SnapshotTestBed()
        bed.server.script(.rateLimited(retryAfter: seconds), for: "/movie/105", times: 1)

        try await bed.run(films: 20)

        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(20))
        #expect(bed.bed.sleeps.withLock { $0 } == [.seconds(seconds)])
        #expect(bed.server.requests("/movie/105").count == 2)
    }

    @Test("a failure midway (5xx, a dropped connection) keeps every film fetched; the next run fetches only the rest", arguments: [
        StubFault.internalError, .dropConnection,
    ])
    func resumesAfterFailure(fault: StubFault) async throws {
        let bed = try SnapshotTestBed()
        bed.server.script(fault, for: "/movie/205", times: nil)

        let failure = await TMDBTestBed.error { try await bed.run(films: 45, connections: 1) }

        #expect(failure is TMDBError)
        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(25))
        #expect(try bed.store.summary()?.run.isComplete == false)

        bed.server.clearScript()
        let detailsBefore = bed.server.requests.filter { $0.path.hasPrefix("/3/movie/") }.count
        let summary = try await bed.run(films: 45)

        #expect(summary.run.isComplete)
        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(45))
        #expect(bed.server.requests.filter { $0.path.hasPrefix("/3/movie/") }.count - detailsBefore == 20)
        #expect(bed.server.requests("/discover/movie").count == 3)
        #expect(bed.events.withLock { $0 }.contains(.resuming(have: 25, films: 45, region: "GB")))
    }

    @Test("stopped (Ctrl-C cancels it) midway, it keeps whole films only, and goes on from there")
    func cancelled() async throws {
        let bed = try SnapshotTestBed()
        let fetch = try bed.fetch(films: 60, connections: 3)
        let task = Locked<Task<SnapshotSummary, Error>?>(nil)
        task.withLock { running in
            running = Task {
                try await fetch.run { event in
                    if case .fetched(done: 10, _) = event { task.withLock { $0?.cancel() } }
                }
            }
        }
        let result = await task.withLock { $0! }.result

        #expect(throws: CancellationError.self) { try result.get() }
        let kept = try bed.store.films()
        #expect(kept.count >= 10)
        #expect(kept.count < 60)
        #expect(kept.allSatisfy { $0.film.title == "Film \($0.film.id.value)" && !$0.recommendations.isEmpty && $0.film.people != nil })

        try await bed.run(films: 60)

        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(60))
    }

    @Test("a film TMDB no longer has is left out, and the run goes on past it")
    func goneFilm() async throws {
        var catalogue = StubCatalogue()
        catalogue.unknownIDs = [103]
        let bed = try SnapshotTestBed(catalogue: catalogue)

        let summary = try await bed.run(films: 20)

        #expect(summary.run.isComplete)
        #expect(summary.gone == 1)
        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(20).filter { $0 != 103 })
    }

    @Test("run again once finished, it refreshes: films are replaced as they come, and films no longer wanted go")
    func refresh() async throws {
        let bed = try SnapshotTestBed()
        try await bed.run(films: 40)
        bed.server.updateCatalogue { $0.titles[100] = "Film 100, Restored" }

        let summary = try await bed.run(films: 20)

        #expect(bed.events.withLock { $0 }.contains(.refreshing(kept: 40, films: 20, region: "GB", previousRegion: "GB")))
        #expect(summary.films == 20)
        #expect(try bed.keptIDs() == SnapshotTestBed.rankedIDs(20))
        #expect(try bed.store.films().first?.film.title == "Film 100, Restored")
        #expect(bed.server.requests("/discover/movie").count == 3)
    }

    @Test("only the region's release dates and offers are kept of each answer, with the top-billed cast and the directors")
    func trimmedToRegion() async throws {
        let bed = try SnapshotTestBed()
        try await bed.run(films: 3, region: "US")

        let kept = try #require(try bed.store.keptDetails().first { $0.id == 102 })
        let object = try #require(try JSONSerialization.jsonObject(with: kept.details) as? [String: Any])
        let providers = try #require((object["watch/providers"] as? [String: Any])?["results"] as? [String: Any])
        let releases = try #require((object["release_dates"] as? [String: Any])?["results"] as? [[String: Any]])
        let credits = try #require(object["credits"] as? [String: Any])
        #expect(Array(providers.keys) == ["US"])
        #expect(releases.map { $0["iso_3166_1"] as? String } == ["US"])
        #expect((credits["cast"] as? [[String: Any]])?.map { $0["name"] as? String } == (1...8).map { "Actor 102-\($0)" })
        #expect((credits["crew"] as? [[String: Any]])?.map { $0["job"] as? String } == ["Director"])
        let recommendations = try #require((object["recommendations"] as? [String: Any])?["results"] as? [[String: Any]])
        #expect(recommendations.allSatisfy { $0.keys.sorted() == ["id"] })
    }

    @Test("kept answers are decoded again, without the network, when the decoding has changed")
    func redecodes() async throws {
        let bed = try SnapshotTestBed()
        try await bed.run(films: 20)
        let requests = bed.server.requests.count
        var fetch = try bed.fetch(films: 20)
        fetch.decoding = SnapshotDecoding.version + 1
        fetch.decode = { data, region in
            var decoded = try SnapshotDecoding.decode(data, region: region)
            decoded.film.certificate = "R-\(region)"
            return decoded
        }
        bed.server.stop()

        let failure = await TMDBTestBed.error { try await fetch.run() }

        #expect(failure is TMDBError)
        #expect(bed.server.requests.count == requests)
        #expect(try bed.store.films().map(\.film.certificate) == Array(repeating: "R-GB", count: 20))
        #expect(try bed.store.summary()?.run.decoding == SnapshotDecoding.version + 1)
    }
}
