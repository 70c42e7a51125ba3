import Foundation
import Testing
import TMDBStubSupport

/// Where a TMDB play test starts: a loopback stub of TMDB and a config folder of its own, and games of
/// `filmswipe --source tmdb` in tmux talking to it. `end()` stops the stub and removes the folder.
struct TMDBPlay {
    let server: TMDBStubServer
    let config: URL

    /// A stub serving `catalogue`, and a fresh config folder.
    init(catalogue: StubCatalogue = StubCatalogue()) throws {
        server = try TMDBStubServer(catalogue: catalogue)
        config = try TMDBPlayTests.temporaryFolder()
    }

    /// A game of the recommended TMDB deck with `arguments` after `--source tmdb`, its credentials `token` and `session`
    /// (nil: none), in `dataDirectory` (nil: a fresh one).
    func game(
        _ arguments: [String] = [], token: String = TMDBStubServer.token, session: String? = TMDBStubServer.sessionID,
        dataDirectory: URL? = nil
    ) async throws -> TmuxGame {
        try await TmuxGame(
            arguments: ["--source", "tmdb"] + arguments,
            environment: TMDBPlayTests.environment(server, token: token, session: session, configHome: config),
            dataDirectory: dataDirectory, recommended: true
        )
    }

    /// Stops the stub and removes the config folder.
    func end() {
        server.stop()
        try? FileManager.default.removeItem(at: config)
    }
}

extension TmuxGame {
    /// Presses `q` and waits until the game has exited; the screen then.
    @discardableResult
    func quit(seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await send("q")
        return try await waitFor("EXIT=0", seconds: seconds, sourceLocation: sourceLocation)
    }
}
