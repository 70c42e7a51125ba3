import Foundation
import Testing
import TMDBStubSupport

@Suite("Playing TMDB films in tmux, against the loopback stub", .serialized)
struct TMDBPlayTests {
    /// The environment of a game talking to `server`: its token and, unless told, its session; no config file.
    static func environment(_ server: TMDBStubServer, token: String = TMDBStubServer.token, session: String? = TMDBStubServer.sessionID, configHome: URL) -> [String: String] {
        [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_ACCESS_TOKEN": token, "TMDB_API_KEY": "",
            "TMDB_SESSION_ID": session ?? "", "XDG_CONFIG_HOME": configHome.path,
        ]
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tmdb-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func waitUntil(seconds: Double = 10, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test("a player swipes remote films across pages; the account receives favourites, watchlist and the dislike as 1.0")
    func swipesReachTheAccount() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await play.game()

        try await game.waitFor("Film 100")
        try await game.send("Right")
        try await game.waitFor("Film 101")
        try await game.send("Up")
        try await game.waitFor("Film 102")
        try await game.send("Left")
        try await game.waitFor("3 swiped")
        // One key at a time: a key pressed while the deck waits for the next page has no card to swipe.
        for count in 4...25 {
            try await game.send("Right")
            try await game.waitFor("\(count) swiped")
        }
        try await game.quit()

        let account = play.server.account
        #expect(account.favourites.count == 23)
        #expect(account.favourites.contains(100))
        #expect(account.watchlist == [101])
        #expect(account.ratings == [102: 1.0])
        #expect(!play.server.requests("/discover/movie").filter { $0.query["page"] == "2" }.isEmpty)
        let blended = play.server.requests.filter { $0.path.hasSuffix("/recommendations") }
        #expect(!blended.isEmpty)
        let listed = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", game.dataDirectory.path])
        #expect(listed.stdout.split(separator: "\n").count == 23)
    }

    @Test("with TMDB failing, nothing is lost: quitting says what waits, and the next game sends it")
    func flakyServerLosesNothing() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        play.server.script(.internalError, for: "/account/\(TMDBStubServer.accountID)/", times: nil)
        let first = try await play.game()
        try await first.waitFor("Film 100")
        try await first.send("Right", "Right", "Up")
        try await first.waitFor("3 swiped")
        let screen = try await first.quit(seconds: 20)
        #expect(screen.contains("3 reactions are saved here but not yet on your TMDB account"))
        #expect(play.server.account == StubAccount())

        play.server.clearScript()
        let second = try await play.game(dataDirectory: first.dataDirectory)
        // The deal goes on and never repeats a film.
        let screen2 = try await second.waitFor("Overview of film")
        #expect(!screen2.contains("Film 100\u{20}") && !screen2.contains("Film 101\u{20}") && !screen2.contains("Film 102\u{20}"))
        try await Self.waitUntil { play.server.account.favourites.count == 2 }
        #expect(play.server.account == StubAccount(favourites: [100, 101], watchlist: [102]))
        let end = try await second.quit()
        #expect(!end.contains("not yet on your TMDB account"))
    }

    @Test("a favourite's TMDB recommendations are dealt next, each saying which favourite it answers")
    func nextCardAnswersTheFavourite() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        let game = try await play.game(session: nil)

        try await game.waitFor("Film 100")
        try await game.send("Right")
        let next = try await game.waitFor("Because you liked Film 100")
        // Film 101 was next before the swipe; a recommendation of Film 100 takes its place.
        let recommended = StubCatalogue.recommendationIDs(movieID: 100, page: 1).first { $0 > 10_000_000 }!
        #expect(next.contains("Film \(recommended)"), "\(next)")
        try await game.quit()
    }

    @Test("hostile titles from the server are drawn as plain text")
    func hostileTitles() async throws {
        var catalogue = StubCatalogue.discoverOnly
        catalogue.titles[100] = "\u{1B}[2J\u{1B}[31mRed\u{1B}[0m\u{07} Title\u{202E}"
        catalogue.titles[101] = "\u{1B}]0;owned\u{07}Window\nTitle"
        let play = try TMDBPlay(catalogue: catalogue)
        defer { play.end() }
        let game = try await play.game()

        let first = try await game.waitFor("Red Title")
        try await game.send("Right")
        let second = try await game.waitFor("Window Title")
        #expect(!(first + second).contains("owned"))
        // The escape sequences did not clear the screen: the header is still drawn.
        #expect(first.contains("FilmSwipe"))
        try await game.quit()
    }

    @Test("a token TMDB rejects shows a credentials-rejected dialog; the game is still there")
    func rejectedCredentials() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        let game = try await play.game(token: "eyJwrong", session: nil)

        let screen = try await game.waitFor("TMDB rejected the credentials")
        #expect(!screen.contains("eyJwrong"))
        try await game.send("Enter", "q")
        try await game.waitFor("EXIT=0")
    }

    @Test("without credentials the game says which variables to set, before taking the terminal")
    func noCredentials() async throws {
        let config = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TMDB_") }
        environment["XDG_CONFIG_HOME"] = config.path
        environment["TERM"] = "xterm-256color"

        let result = try await run(filmswipeBinary.path, ["--source", "tmdb", "--data-dir", config.path], environment: environment)

        #expect(result.status == 1)
        #expect(result.stderr.contains("TMDB_ACCESS_TOKEN"))
        #expect(result.stderr.contains("TMDB_API_KEY"))
        #expect(result.stderr.contains("filmswipe tmdb login"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("a TMDB card fills in its director, cast and where to watch in the region; Detail lists them; offline they stay")
    func wholeFilm() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let first = try await play.game(["--region", "GB"], session: nil)
        try await first.waitFor("Dir. Director 100, Co-Director 100 · Actor 100-1, Actor 100-2")
        try await first.waitFor("Rent: Apple TV, Google Play Movies")
        try await first.send("Right", "Right")
        let card = try await first.waitFor("Stream: Netflix, Disney Plus · Free: BBC iPlayer · Rent: Apple TV")
        #expect(card.contains("Film 102") && card.contains("Availability by JustWatch"))
        try await first.send("r")
        let detail = try await first.waitFor("Not streaming, to rent or to buy in GB")
        #expect(detail.contains("Directed by Director 101") && detail.contains("Trailer: https://www.youtube.com/watch?v=trailer101"))
        try await first.send("Escape")
        try await first.quit()
        #expect(play.server.requests("/movie/102").count == 1)
        play.server.stop()
        try await Task.sleep(for: .milliseconds(200))

        let second = try await play.game(["--region", "GB"], session: nil, dataDirectory: first.dataDirectory)

        let offline = try await second.waitFor("Stream: Netflix, Disney Plus", seconds: 20)
        #expect(offline.contains("Film 102") && offline.contains("Dir. Director 102"))
        try await second.quit()
    }

    @Test("a restart without network deals the films fetched before, minus those reacted to")
    func offlineRestart() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let first = try await play.game(session: nil)
        try await first.waitFor("Film 100")
        try await first.send("Right", "Left")
        try await first.waitFor("Film 102")
        try await first.quit()
        play.server.stop()
        try await Task.sleep(for: .milliseconds(200))

        let second = try await play.game(session: nil, dataDirectory: first.dataDirectory)

        let screen = try await second.waitFor("Film 102", seconds: 20)
        #expect(!screen.contains("Film 100 ") && !screen.contains("Film 101 "))
        #expect(screen.contains("offline: saved films · 0 swiped"))
        try await second.send("Right")
        try await second.waitFor("Film 103")
        try await second.quit()
    }

    @Test("--genre and --from-year go to TMDB's discover query")
    func filtersFromTheCommandLine() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        let game = try await play.game(["--genre", "horror", "--genre", "Comedy", "--from-year", "1990"], session: nil)

        try await game.waitFor("Film 100")
        try await game.quit()

        let discover = try #require(play.server.requests("/discover/movie").first)
        #expect(discover.query["with_genres"] == "27|35")
        #expect(discover.query["primary_release_date.gte"] == "1990-01-01")
    }

    @Test("a session TMDB rejects is told over the game, which goes on dealing")
    func rejectedSessionNotice() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        let game = try await play.game(session: "expired-session")

        let screen = try await game.waitFor("TMDB account")
        #expect(screen.contains("the session is not"))
        #expect(!screen.contains("expired-session"))
        try await game.send("Enter")
        try await game.waitFor("Film 100")
        try await game.quit()
    }

    @Test("garbage from TMDB mid-game: the player swipes on, is told over the game, and the deal goes on once TMDB mends")
    func malformedPageMidGame() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        // Page 2 is fetched ahead the moment page 1 is dealt, before the screen shows it, so the garbage is queued up
        // front: page 1 answers normally (a zero delay), then the next three discover answers are cut-off JSON.
        play.server.script(.delay(0), for: "/discover/movie")
        play.server.script(.malformedJSON, for: "/discover/movie", times: 3)
        let game = try await play.game(session: nil)
        try await game.waitFor("Film 100")

        // Dislikes, so no favourite blends recommendations in: page 2 starts with Film 200. At 3 cards left the deck
        // asks for page 2, whose fetch ahead already failed; the ask fails too.
        for count in 1...17 {
            try await game.send("Left")
            try await game.waitFor("\(count) swiped")
        }
        let first = try await game.waitFor("TMDB's answer to")
        #expect(first.contains("/discover/movie"))
        try await game.send("Enter")
        let after = try await game.waitForGone("TMDB's answer to")
        #expect(after.contains("Film 117"))

        // The next swipe asks again, and gets garbage once more.
        try await game.send("Left")
        try await game.waitFor("18 swiped")
        try await game.waitFor("TMDB's answer to")
        try await game.send("Enter")
        try await game.waitForGone("TMDB's answer to")

        // TMDB answers normally again: the last card of page 1, then page 2.
        try await game.send("Left")
        try await game.waitFor("19 swiped")
        try await game.waitFor("Film 119")
        try await game.send("Left")
        let dealt = try await game.waitFor("Film 200")
        #expect(dealt.contains("20 swiped"))
        #expect(!dealt.contains("TMDB's answer to"))
        #expect(play.server.requests("/discover/movie").filter { $0.query["page"] == "2" }.count == 4)
        try await game.quit()
    }
}
