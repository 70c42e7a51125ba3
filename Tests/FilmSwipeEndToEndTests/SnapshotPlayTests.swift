import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing
import TMDBStubSupport

@Suite("A TMDB snapshot fetched from the stub, then played offline in tmux", .serialized)
struct SnapshotPlayTests {
    /// `filmswipe arguments` talking to `server`, with no config file.
    static func filmswipe(_ arguments: [String], server: TMDBStubServer, config: URL) async throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in TMDBPlayTests.environment(server, session: nil, configHome: config) { environment[key] = value }
        return try await run(filmswipeBinary.path, arguments, environment: environment)
    }

    @Test("a fetch that fails midway keeps its films and says how to go on; run again it finishes; with the network gone the snapshot plays, and goes on where it was")
    func fetchResumeAndPlayOffline() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        let folder = try TMDBPlayTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fetch = ["tmdb", "catalogue", "--films", "60", "--region", "GB", "--data-dir", folder.path]
        play.server.script(.internalError, for: "/movie/3", times: nil)

        let failed = try await Self.filmswipe(fetch, server: play.server, config: play.config)

        #expect(failed.status == 1)
        #expect(failed.stderr.contains("The snapshot stopped: TMDB failed on /movie/3"))
        #expect(failed.stderr.contains("Run `filmswipe tmdb catalogue --data-dir \(folder.path)` to go on where it stopped"))
        let kept = try SnapshotStore(url: SnapshotStore.url(in: folder)).films().count
        #expect(kept >= 40 && kept < 60)

        play.server.clearScript()
        // The snapshot keeps its number of films and region: the command the message gave goes on with them.
        let finished = try await Self.filmswipe(["tmdb", "catalogue", "--data-dir", folder.path], server: play.server, config: play.config)

        #expect(finished.status == 0)
        #expect(finished.stderr.contains("Going on with the unfinished snapshot for GB: \(kept) of 60 films fetched already."))
        #expect(finished.stderr.contains("Films: 60 of 60 films (100%)"))
        #expect(finished.stdout.contains("Snapshot complete: 60 films for GB"))
        #expect(play.server.requests("/discover/movie").count == 3)
        play.server.stop()

        let game = try await TmuxGame(arguments: ["--source", "snapshot"], dataDirectory: folder, recommended: true)
        try await game.waitFor("Overview of film")
        for count in 1...3 {
            try await game.send("Right")
            try await game.waitFor("\(count) swiped")
        }
        try await game.send("/")
        try await game.send("-l", "Film 304")
        try await game.waitFor("Film 304 (2001)")
        try await game.send("Escape")
        try await game.quit()
        let favourites = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", folder.path])
        let liked = favourites.stdout.split(separator: "\n").map(String.init)
        #expect(liked.count == 3)
        #expect(liked.allSatisfy { $0.hasPrefix("Film ") })

        let resumed = try await TmuxGame(arguments: ["--source", "snapshot"], dataDirectory: folder, recommended: true)
        try await resumed.waitFor("Overview of film")
        try await resumed.send("Right")
        try await resumed.waitFor("1 swiped")
        try await resumed.quit()
        let after = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", folder.path])
        #expect(after.stdout.split(separator: "\n").count == 4)
    }

    @Test("without a snapshot, the game says how to make one, before taking the terminal")
    func noSnapshot() async throws {
        let folder = try TMDBPlayTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = try await run(filmswipeBinary.path, ["--source", "snapshot", "--data-dir", folder.path])

        #expect(result.status == 1)
        #expect(result.stderr.contains("There is no snapshot of TMDB's films in \(folder.path) yet. Make one with `filmswipe tmdb catalogue --data-dir \(folder.path)`"))
        #expect(!FileManager.default.fileExists(atPath: SnapshotStore.url(in: folder).path))
        let regional = try await run(filmswipeBinary.path, ["--source", "snapshot", "--region", "US", "--data-dir", folder.path])
        #expect(regional.status == 64)
        #expect(regional.stderr.contains("A snapshot keeps the region it was fetched for; fetch one for another with `filmswipe tmdb catalogue --region US`."))
    }

    @Test("a snapshot over 30 days old says so over the first card, with the command that refreshes it")
    func oldSnapshot() async throws {
        let folder = try TMDBPlayTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder))
        let fetched = Date().addingTimeInterval(-45 * 86_400)
        try await store.begin(SnapshotRun(region: "GB", language: "en-US", filmsWanted: 3, startedAt: fetched, decoding: 1))
        try await store.addListing(page: 1, ids: [1, 2, 3], lastPage: 1)
        for id in 1...3 {
            let film = Film(id: FilmID(source: .tmdb, value: id), title: "Old film \(id)", year: 2020, overview: "An old film.", genres: ["Drama"], rating: 7.5, ratingCount: 900)
            try await store.save(SnapshotFilm(film: film, recommendations: [], rank: id, fetchedAt: fetched), details: Data("{}".utf8))
        }
        try await store.complete(at: fetched)

        let game = try await TmuxGame(arguments: ["--source", "snapshot"], dataDirectory: folder, recommended: true)
        let screen = try await game.waitFor("An old snapshot")

        #expect(screen.contains("45 days ago"))
        #expect(screen.contains("filmswipe tmdb catalogue"))
        try await game.send("Enter")
        try await game.waitFor("Old film")
        try await game.quit()
    }
}
