import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("Your streaming services and --only-mine, against the stub", .serialized)
struct ServicesTests {
    /// A stub, a data folder and a config folder of the test's own, removed by `end()`.
    struct Bed {
        let play: TMDBPlay
        let data: URL

        init() throws {
            play = try TMDBPlay()
            data = try TMDBPlayTests.temporaryFolder()
        }

        var server: TMDBStubServer { play.server }

        /// The environment of a command run against the stub, in a British locale unless told.
        func environment(_ changes: [String: String] = [:]) -> [String: String] {
            TMDBPlayTests.environment(server, configHome: play.config)
                .merging(["LANG": "en_GB.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "HOME": data.path, "PATH": "/usr/bin:/bin"]) { $1 }
                .merging(changes) { $1 }
        }

        /// `filmswipe ARGUMENTS --data-dir DATA`.
        func filmswipe(_ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32, stdout: String, stderr: String) {
            try await run(filmswipeBinary.path, arguments + ["--data-dir", data.path], environment: environment ?? self.environment())
        }

        var saved: String { (try? String(contentsOf: WatchServicesFile(folder: data).url, encoding: .utf8)) ?? "" }

        func end() {
            play.end()
            try? FileManager.default.removeItem(at: data)
        }
    }

    @Test("services lists the region's services from the locale, yours marked, with JustWatch's credit; add, remove and --clear change yours")
    func listAddRemove() async throws {
        let bed = try Bed()
        defer { bed.end() }

        let empty = try await bed.filmswipe(["services"])
        #expect(empty.status == 0, "\(empty.stderr)")
        let lines = empty.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Streaming services in GB, most prominent first (* yours):")
        #expect(Array(lines.dropFirst().prefix(3)) == ["  Netflix", "  Amazon Prime Video", "  Disney Plus"])
        #expect(!empty.stdout.contains("Hulu"))
        #expect(lines.last == "Availability by JustWatch.")
        #expect(bed.server.requests("/watch/providers/movie").first?.query["watch_region"] == "GB")

        let added = try await bed.filmswipe(["services", "add", "netflix", "disney+"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added Netflix and Disney Plus to your services in GB."))
        let marked = try await bed.filmswipe(["services"])
        #expect(marked.stdout.contains("* Netflix\n  Amazon Prime Video\n* Disney Plus\n"))
        #expect(marked.stdout.contains("Yours: Netflix, Disney Plus."))

        // Words given apart that are together one service's name are that service.
        let words = try await bed.filmswipe(["services", "add", "bbc", "iplayer"])
        #expect(words.status == 0, "\(words.stderr)")
        #expect(words.stdout.contains("Added BBC iPlayer to your services in GB."))
        let again = try await bed.filmswipe(["services", "add", "Netflix"])
        #expect(again.stdout.contains("Netflix was already yours."))

        let removed = try await bed.filmswipe(["services", "remove", "DISNEY PLUS"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("Removed Disney Plus from your services in GB.\nYour services in GB: Netflix, BBC iPlayer."))
        let mine = try await bed.filmswipe(["services", "--mine"], environment: bed.environment(["TMDB_BASE_URL": "http://127.0.0.1:9/3"]))
        #expect(mine.stdout == "Your services in GB: Netflix, BBC iPlayer.\n")

        let us = try await bed.filmswipe(["services", "--region", "US"])
        #expect(us.stdout.contains("  Hulu\n"))
        #expect(us.stdout.contains("You have none saved in US"))

        let cleared = try await bed.filmswipe(["services", "--clear"])
        #expect(cleared.stdout == "Forgot your services in GB: Netflix, BBC iPlayer.\n")
        #expect(bed.saved.isEmpty)
    }

    @Test("an unknown or ambiguous name changes nothing and says what would do")
    func badNames() async throws {
        let bed = try Bed()
        defer { bed.end() }
        _ = try await bed.filmswipe(["services", "add", "Netflix"])
        let before = bed.saved

        let typo = try await bed.filmswipe(["services", "add", "max", "netflx"])
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("filmswipe: no service called \u{201C}max\u{201D} in GB.\n"))
        #expect(typo.stderr.contains("no service called \u{201C}netflx\u{201D} in GB; did you mean: Netflix, Netflix basic with Ads?\n"))
        #expect(typo.stderr.contains("Nothing was changed. `filmswipe services` lists the services TMDB knows in GB."))
        let ambiguous = try await bed.filmswipe(["services", "add", "amazon"])
        #expect(ambiguous.stderr.contains("\u{201C}amazon\u{201D} could be Amazon Prime Video or Amazon Prime Video with Ads; give more of the name."))
        let notYours = try await bed.filmswipe(["services", "remove", "hulu"])
        #expect(notYours.stderr.contains("\u{201C}hulu\u{201D} is not one of your services in GB.\nYours in GB: Netflix."))
        #expect(bed.saved == before)

        let broken = WatchServicesFile(folder: bed.data).url
        try Data("{oops".utf8).write(to: broken)
        let unreadable = try await bed.filmswipe(["services", "add", "disney+"])
        #expect(unreadable.stderr.contains("Your services file \(broken.path) cannot be used: it is not the JSON FilmSwipe writes (not valid JSON)."))
        #expect(bed.saved == "{oops")
        let cleared = try await bed.filmswipe(["services", "--clear"])
        #expect(cleared.status == 0)
        #expect(cleared.stdout.contains("Removed \(broken.path), which could not be read"))
    }

    @Test("--only-mine without services is refused before the game, with the way out")
    func onlyMineNeedsServices() async throws {
        let bed = try Bed()
        defer { bed.end() }
        let refused = try await bed.filmswipe(["--source", "tmdb", "--only-mine"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--only-mine deals films on your streaming services, and you have none saved in GB. Add yours with `filmswipe services add NAME…`"))
        let catalogue = try await bed.filmswipe(["--only-mine"])
        #expect(catalogue.status == 64)
        #expect(catalogue.stderr.contains("--only-mine deals films on your streaming services, which only TMDB knows: it goes with --source tmdb."))
    }

    @Test("--only-mine deals only films on your services: discover asks for them, and the deck is theirs")
    func onlyMine() async throws {
        let bed = try Bed()
        defer { bed.end() }
        let added = try await bed.filmswipe(["services", "add", "netflix", "--region", "GB"])
        #expect(added.status == 0, "\(added.stderr)")
        let game = try await bed.play.game(["--region", "GB", "--only-mine"], dataDirectory: bed.data)

        // On Netflix in GB, in the stub: discover's films whose id is a multiple of 3; each card says so once its
        // details are in.
        let first = try await game.waitFor("Film 102")
        #expect(first.contains("filter: on your services"))
        try await game.waitFor("On your services: Netflix")
        try await game.send("Right")
        try await game.waitFor("Film 105")
        try await game.send("Left")
        try await game.waitFor("Film 108")
        let discover = try #require(bed.server.requests("/discover/movie").first)
        #expect(discover.query["with_watch_providers"] == "8")
        #expect(discover.query["watch_region"] == "GB")
        #expect(discover.query["with_watch_monetization_types"] == "flatrate|free|ads")
        try await game.quit()
        for request in bed.server.requests("/discover/movie") {
            #expect(request.query["with_watch_providers"] == "8")
        }
    }

    @Test("f turns on your services in a game: the deck starts again from films on them")
    func filterToggle() async throws {
        let bed = try Bed()
        defer { bed.end() }
        _ = try await bed.filmswipe(["services", "add", "netflix", "--region", "GB"])
        let game = try await bed.play.game(["--region", "GB"], dataDirectory: bed.data)
        try await game.waitFor("Film 100")
        try await game.send("f")
        let dialog = try await game.waitFor("On your services")
        #expect(dialog.contains("yours: Netflix"))
        try await game.send("Down", "Down", "Down", "Down", "Right")
        try await game.waitFor("only yours")
        try await game.send("Enter")
        // Page 1's films were dealt already; the first on Netflix not yet dealt is on page 2.
        let screen = try await game.waitFor("Film 201")
        #expect(screen.contains("on your services"))
        #expect(bed.server.requests("/discover/movie").last?.query["with_watch_providers"] == "8")
        try await game.quit()
    }

    @Test("/ in a TMDB game searches TMDB as you type, and the film found is dealt on top")
    func searchInGame() async throws {
        let bed = try Bed()
        defer { bed.end() }
        let game = try await bed.play.game(dataDirectory: bed.data)
        try await game.waitFor("Film 100")
        try await game.send("/")
        try await game.send("dune")
        let found = try await game.waitFor("Dune: Part Two (2024)")
        #expect(found.contains("Dune (2021)"))
        try await game.send("Enter")
        try await game.waitFor("Overview of film 438631.")
        // Its details are fetched once it is dealt, as for any film added to the deck.
        try await game.waitFor("Dir. Director 438631")
        // Typed at speed, the word asked TMDB once or twice, never once a letter.
        #expect(bed.server.requests("/search/movie").count < 4)
        #expect(bed.server.requests("/search/movie").last?.query["query"] == "dune")
        try await game.quit()
    }

    @Test("search --source tmdb prints TMDB's films for scripts; a refused key says so")
    func searchCommand() async throws {
        let bed = try Bed()
        defer { bed.end() }
        let found = try await run(filmswipeBinary.path, ["search", "--source", "tmdb", "dune"], environment: bed.environment())
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout == "Dune (2021)\nDune: Part Two (2024)\n")
        let json = try await run(filmswipeBinary.path, ["search", "--source", "tmdb", "--json", "--limit", "1", "amelie"], environment: bed.environment())
        #expect(json.stdout.contains(#""id" : 194"#) && json.stdout.contains(#""title" : "Amélie""#))
        let none = try await run(filmswipeBinary.path, ["search", "--source", "tmdb", "zzzz"], environment: bed.environment())
        #expect(none.status == 1)
        #expect(none.stderr.contains("TMDB has no film called \u{201C}zzzz\u{201D}."))
        let refused = try await run(filmswipeBinary.path, ["search", "--source", "tmdb", "dune"], environment: bed.environment(["TMDB_ACCESS_TOKEN": "eyJwrong"]))
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("TMDB rejected the credentials: the API key or access token is not valid."))
    }
}
