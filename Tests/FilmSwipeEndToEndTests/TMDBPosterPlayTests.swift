import Foundation
import Testing
import TMDBStubSupport

@Suite("Posters in tmux: a stub-backed TMDB deck draws each card's poster when it is ready", .serialized)
struct TMDBPosterPlayTests {
    /// A game of `filmswipe --source tmdb` with `arguments`, its images from the stub's image host.
    static func game(
        _ play: TMDBPlay, _ arguments: [String] = [], environment extra: [String: String] = [:], width: Int = 100, height: Int = 32,
        rawOutput: URL? = nil
    ) async throws -> TmuxGame {
        var environment = TMDBPlayTests.environment(play.server, session: nil, configHome: play.config)
        environment["TMDB_IMAGE_BASE_URL"] = "http://127.0.0.1:\(play.server.port)/t/p"
        // `swift test` sets NO_COLOR=1 for what it runs, which would turn the colours, and so the posters, off.
        environment["NO_COLOR"] = ""
        environment.merge(extra) { $1 }
        return try await TmuxGame(arguments: ["--source", "tmdb"] + arguments, width: width, height: height, environment: environment, recommended: true,
                                rawOutput: rawOutput)
    }

    /// Whether `screen` shows the block symbols a poster is drawn with.
    static func hasPoster(_ screen: String) -> Bool {
        screen.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
    }

    /// The screen once `condition` holds of it, or the last one seen after `seconds`.
    static func screen(of game: TmuxGame, seconds: Double = 20, where condition: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = try await game.screen()
        while !condition(screen), Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            screen = try await game.screen()
        }
        return screen
    }

    @Test("an image host TMDB names that is refused (plain http off this machine) is said over the cards, not only in tmdb status")
    func refusedImageHostSaid() async throws {
        let play = try TMDBPlay()
        defer { play.end() }
        play.server.script(.respond(StubPosters.configuration(secureBaseURL: "http://images.example.test/t/p/", baseURL: "http://images.example.test/t/p/")),
                           for: "/configuration", times: nil)
        var environment = TMDBPlayTests.environment(play.server, session: nil, configHome: play.config)
        environment["NO_COLOR"] = ""
        let game = try await TmuxGame(arguments: ["--source", "tmdb"], environment: environment, recommended: true)
        let said = try await game.waitFor("is refused")
        #expect(said.contains("Posters") && said.contains("images.example.test"), "\(said)")
    }

    @Test("the top card's poster appears beside its text; the next card's is there when it is dealt; no credential goes to the image host")
    func postersAppear() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await Self.game(play)

        try await game.waitFor("Film 100")
        let first = try await Self.screen(of: game) { Self.hasPoster($0) }
        #expect(Self.hasPoster(first), "no poster drawn:\n\(first)")
        #expect(first.contains("Film 100"))
        try await game.send("Right")
        let second = try await game.waitFor("Film 101")
        #expect(Self.hasPoster(second), "the next card's poster was fetched ahead:\n\(second)")
        try await game.quit()

        let images = play.server.requests.filter { $0.path.hasPrefix("/t/p/") }
        #expect(images.contains { $0.path.hasSuffix("/p100.jpg") } && images.contains { $0.path.hasSuffix("/p101.jpg") })
        #expect(images.allSatisfy { $0.headers["authorization"] == nil && $0.query["api_key"] == nil })
        #expect(images.allSatisfy { $0.path.hasPrefix("/t/p/w") }, "a size TMDB has: \(images.map(\.path))")
        #expect(play.server.requests("/configuration").count == 1)
    }

    @Test("broken images give cards without posters, and the game goes on")
    func brokenImages() async throws {
        var catalogue = StubCatalogue()
        catalogue.posterPaths = [100: StubPosters.giantPath, 101: StubPosters.truncatedPath, 102: StubPosters.hugePath, 103: StubPosters.notAnImagePath]
        let play = try TMDBPlay(catalogue: catalogue)
        defer { play.end() }
        let game = try await Self.game(play)

        for id in 100...103 {
            try await game.waitFor("Film \(id)")
            try await Self.waitForImages(play, count: id - 99)
            #expect(!Self.hasPoster(try await game.screen()))
            try await game.send("Left")
        }
        let fifth = try await game.waitFor("Film 104")
        #expect(fifth.contains("4 swiped"))
        try await game.quit()
    }

    @Test("--no-posters, NO_COLOR or an 8-colour terminal: no poster drawn, nothing asked of the image host", arguments: [
        (["--no-posters"], [:]), ([], ["NO_COLOR": "1"]), ([], ["TERM": "xterm"]), ([], ["LANG": "C", "LC_ALL": "C"]),
    ])
    func noPosters(arguments: [String], environment: [String: String]) async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await Self.game(play, arguments, environment: environment)
        try await game.waitFor("Film 100")
        try await game.send("Right")
        let screen = try await game.waitFor("Film 101")
        #expect(!Self.hasPoster(screen))
        try await game.quit()
        #expect(!play.server.requests.contains { $0.path.hasPrefix("/t/p/") || $0.path == "/3/configuration" })
    }

    static func waitForImages(_ play: TMDBPlay, count: Int) async throws {
        try await TMDBPlayTests.waitUntil(seconds: 20) { play.server.requests.filter { $0.path.hasPrefix("/t/p/") }.count >= count }
    }
}
