import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("filmswipe tmdb import against the stub")
struct TMDBImportTests {
    let server: TMDBStubServer
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tmdb-import-\(UUID().uuidString)")
    var data: URL { home.appendingPathComponent("data") }

    /// Shrek (TMDB 808, served as 2001) and Memento (TMDB 77, served without a date) are in the bundled catalogue;
    /// the stub's other films are not. The stub serves films whose id is a multiple of 7 (77, 140) without a date.
    static let account = StubAccount(
        favourites: [808, 110], watchlist: [120],
        ratings: [110: 2.0, 77: 9.0, 130: 8.0, 140: 3.0, 150: 5.0]
    )

    init() throws {
        var catalogue = StubCatalogue()
        catalogue.titles = [808: "Shrek", 77: "Memento"]
        server = try TMDBStubServer(catalogue: catalogue)
        server.setAccount(Self.account)
    }

    /// A clean environment with the stub's address, token and session unless told otherwise.
    func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin", "TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_ACCESS_TOKEN": TMDBStubServer.token,
            "TMDB_SESSION_ID": TMDBStubServer.sessionID,
        ]
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    /// Runs `filmswipe arguments --data-dir <data>`; checks that no secret is in its output.
    @discardableResult
    func filmswipe(_ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32, stdout: String, stderr: String) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let result = try await run(filmswipeBinary.path, arguments + ["--data-dir", data.path], environment: environment ?? self.environment())
        let output = result.stdout + result.stderr
        #expect(!output.contains(TMDBStubServer.token))
        #expect(!output.contains(TMDBStubServer.sessionID))
        #expect(!output.contains(TMDBStubServer.apiKey))
        return result
    }

    func list(_ name: String) async throws -> [String] {
        try await filmswipe(["list", name]).stdout.split(separator: "\n").map(String.init)
    }

    /// Stores `reaction` to TMDB film `id` as a game would.
    func react(_ id: Int, _ reaction: UserReaction, title: String) async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let store = try SQLiteReactionStore(path: data.appendingPathComponent("reactions.sqlite"))
        try await store.setReaction(Film(id: FilmID(source: .tmdb, value: id), title: title, year: 2001), from: .none, to: reaction)
    }

    func cleanUp() {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    @Test("import stores the account's films and their catalogue twins, reports the counts, and leaves nothing to send")
    func importAccount() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "import"])

        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Your TMDB account (548) lists 2 favourites, 1 film on the watchlist and 5 rated films: 7 films in all."))
        #expect(lines.contains("As TMDB films: 7 (4 favourite, 1 disliked, 1 watchlist, 1 seen)"))
        #expect(lines.contains("  added: 7, updated: 0, already there: 0, kept as you had them: 0"))
        #expect(lines.contains("TMDB: 7 films read."))
        #expect(lines.contains("  matched to the catalogue: 2 (2 favourite, 0 disliked, 0 watchlist, 0 seen)"))
        #expect(lines.contains("  not in the catalogue: 5"))
        #expect(server.requests.allSatisfy { $0.method == "GET" })

        let favourites = try await list("favourites")
        for film in ["Shrek (2001)", "Shrek (2001)", "Memento (2000)", "Memento", "Film 110 (2001)", "Film 130 (2001)"] {
            #expect(favourites.contains(film), "\(favourites)")
        }
        #expect(favourites.count == 6)
        #expect(try await list("disliked") == ["Film 140"])
        #expect(try await list("watchlist") == ["Film 120 (2001)"])
        #expect(try await list("seen") == ["Film 150 (2001)"])

        let status = try await filmswipe(["tmdb", "status"])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("Waiting to be sent: nothing."))
        #expect(server.account == Self.account)
    }

    @Test("importing again changes nothing: every film is already there")
    func reimport() async throws {
        defer { cleanUp() }
        #expect(try await filmswipe(["tmdb", "import"]).status == 0)
        let before = try await filmswipe(["export", "--format", "json"]).stdout

        let again = try await filmswipe(["tmdb", "import"])

        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("  added: 0, updated: 0, already there: 7, kept as you had them: 0"))
        #expect(again.stdout.contains("    added: 0, updated: 0, already there: 2, kept as you had them: 0"))
        #expect(try await filmswipe(["export", "--format", "json"]).stdout == before)
    }

    @Test("--dry-run says what would happen and writes nothing, not even a database")
    func dryRun() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "import", "--dry-run"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  would be added: 7, would be updated: 0, already there: 0, would be kept as you had them: 0"))
        #expect(result.stdout.contains("Dry run: nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("reactions.sqlite").path))

        try await react(140, .favourite, title: "Film 140")
        let withStore = try await filmswipe(["tmdb", "import", "--dry-run", "--overwrite"])

        #expect(withStore.status == 0, "\(withStore.stderr)")
        #expect(withStore.stdout.contains("  would be added: 6, would be updated: 1, already there: 0, would be kept as you had them: 0"))
        #expect(try await list("favourites") == ["Film 140 (2001)"])
        #expect(try await list("disliked").isEmpty)
    }

    @Test("a reaction made in the game is kept, and waits to be sent; with --overwrite the account's replaces it")
    func gameReactionKept() async throws {
        defer { cleanUp() }
        try await react(808, .dislike, title: "Shrek")

        let kept = try await filmswipe(["tmdb", "import"])

        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("  added: 6, updated: 0, already there: 0, kept as you had them: 1"))
        #expect(kept.stdout.contains("Reactions you made differ for 1 TMDB film and were kept; --overwrite replaces them."))
        #expect(try await list("disliked").contains("Shrek (2001)"))
        #expect(try await filmswipe(["tmdb", "status"]).stdout.contains("Waiting to be sent: 1 reaction"))

        let replaced = try await filmswipe(["tmdb", "import", "--overwrite"])

        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(replaced.stdout.contains("  added: 0, updated: 1, already there: 6, kept as you had them: 0"))
        #expect(try await list("disliked") == ["Film 140"])
        #expect(try await list("favourites").filter { $0 == "Shrek (2001)" }.count == 2)
        #expect(try await filmswipe(["tmdb", "status"]).stdout.contains("Waiting to be sent: nothing."))
    }

    @Test("without a session: a message naming `filmswipe tmdb login`, exit 1, nothing asked or written")
    func noSession() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "import"], environment: environment(["TMDB_SESSION_ID": nil]))

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("filmswipe: There is no TMDB session"))
        #expect(result.stderr.contains("filmswipe tmdb login"))
        #expect(server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test("a session TMDB rejects, or a list TMDB fails on: exit 1 with its reason, and nothing written")
    func failures() async throws {
        defer { cleanUp() }

        let rejected = try await filmswipe(["tmdb", "import"], environment: environment(["TMDB_SESSION_ID": "expired-session-77"]))
        server.script(.internalError, for: "/account/548/rated/movies", times: nil)
        let failing = try await filmswipe(["tmdb", "import"])

        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("the session is not valid"))
        #expect(!(rejected.stdout + rejected.stderr).contains("expired-session-77"))
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("TMDB failed on /account/548/rated/movies (HTTP 500"))
        #expect(failing.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("reactions.sqlite").path))
    }
}
