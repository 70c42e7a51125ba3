import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Glibc
import TMDBStubSupport
import Testing

@Suite("filmswipe tmdb login, status, sync and logout against the stub")
struct TMDBCommandTests {
    let server: TMDBStubServer
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tmdb-e2e-\(UUID().uuidString)")
    var configFile: URL { home.appendingPathComponent("config/filmswipe/tmdb.json") }

    init() throws {
        server = try TMDBStubServer()
    }

    /// A clean environment: a private home and config folder, the stub's address and token unless told otherwise.
    func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin", "TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_ACCESS_TOKEN": TMDBStubServer.token,
        ]
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    /// Runs `filmswipe` with `arguments`, "\n" on standard input as if Enter were pressed.
    func filmswipe(_ arguments: [String], environment: [String: String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let enter = home.appendingPathComponent("enter")
        try Data("\n".utf8).write(to: enter)
        return try await run(filmswipeBinary.path, arguments, environment: environment, stdinPath: enter.path)
    }

    /// The saved file's mode bits.
    func mode() throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: configFile.path)[.posixPermissions] as? Int)
    }

    func cleanUp() {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    @Test("login prints the approval URL and saves a 0600 file with the session, printing no secret")
    func login() async throws {
        defer { cleanUp() }
        server.approvesRequestTokens = true

        let result = try await filmswipe(["tmdb", "login"], environment: environment())

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("https://www.themoviedb.org/authenticate/stub-request-token-1"))
        #expect(result.stdout.contains("Approve FilmSwipe in your browser, then press Enter (Ctrl-C to cancel)."))
        #expect(result.stdout.contains("Logged in as stub (account 548). Saved to \(configFile.path) (readable only by you)."))
        let output = result.stdout + result.stderr
        #expect(!output.contains(TMDBStubServer.token))
        #expect(!output.contains(TMDBStubServer.sessionID))
        #expect(try mode() == 0o600)
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: configFile)) as? [String: String])
        #expect(saved == ["session_id": TMDBStubServer.sessionID, "access_token": TMDBStubServer.token, "base_url": server.baseURL.absoluteString])
    }

    @Test("after login, status reports the account from the saved file alone and exits 0")
    func statusAfterLogin() async throws {
        defer { cleanUp() }
        server.approvesRequestTokens = true
        #expect(try await filmswipe(["tmdb", "login"], environment: environment()).status == 0)

        let result = try await filmswipe(["tmdb", "status"], environment: environment(["TMDB_ACCESS_TOKEN": nil, "TMDB_BASE_URL": nil]))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("TMDB API: \(server.baseURL.absoluteString)"))
        #expect(result.stdout.contains("Credential: access token from \(configFile.path), accepted by TMDB."))
        #expect(result.stdout.contains("account 548 (stub)"))
        #expect(!(result.stdout + result.stderr).contains(TMDBStubServer.token))
        #expect(!(result.stdout + result.stderr).contains(TMDBStubServer.sessionID))
    }

    @Test("status without a session says account sync is off and how to turn it on, and exits 0")
    func statusWithoutSession() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "status"], environment: environment())

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Credential: access token from TMDB_ACCESS_TOKEN, accepted by TMDB."))
        #expect(result.stdout.contains("account sync is off"))
        #expect(result.stdout.contains("filmswipe tmdb login"))
        // The stub names its own image host over plain http on the loopback, which is allowed as for the API.
        #expect(result.stdout.contains("Posters: from http://127.0.0.1:\(server.port)/t/p/ (TMDB's /3/configuration)."), "\(result.stdout)")
    }

    @Test("status names an image host it refuses, why, and what to set")
    func statusRefusedImageHost() async throws {
        defer { cleanUp() }
        server.script(.respond(StubPosters.configuration(secureBaseURL: "http://images.example/t/p/", baseURL: "")), for: "/configuration")

        let result = try await filmswipe(["tmdb", "status"], environment: environment())

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"Posters: TMDB's /3/configuration gives the image host "http://images.example/t/p/", which is refused"#), "\(result.stdout)")
        #expect(result.stdout.contains("set TMDB_IMAGE_BASE_URL to choose the image host."))
    }

    @Test("a wrong token: status and login exit 1 saying it was rejected, with no secret in the output")
    func wrongToken() async throws {
        defer { cleanUp() }
        let wrong = "eyJwrong-secret-token-42"

        let status = try await filmswipe(["tmdb", "status"], environment: environment(["TMDB_ACCESS_TOKEN": wrong, "TMDB_SESSION_ID": "secret-session-9"]))
        let login = try await filmswipe(["tmdb", "login"], environment: environment(["TMDB_ACCESS_TOKEN": wrong]))

        for result in [status, login] {
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("filmswipe: TMDB rejected the credentials"))
            #expect(!(result.stdout + result.stderr).contains(wrong))
            #expect(!(result.stdout + result.stderr).contains("secret-session-9"))
        }
        #expect(status.stdout.contains("rejected by TMDB"))
        #expect(status.stdout.contains("not checked"))
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
    }

    @Test("a wrong session: status exits 1 and says to log in again")
    func wrongSession() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "status"], environment: environment(["TMDB_SESSION_ID": "expired-session"]))

        #expect(result.status == 1)
        #expect(result.stdout.contains("Session: from TMDB_SESSION_ID, rejected by TMDB."))
        #expect(result.stderr.contains("the session is not valid"))
        #expect(!(result.stdout + result.stderr).contains("expired-session"))
    }

    @Test("login with no credential names TMDB_ACCESS_TOKEN and TMDB_API_KEY and exits 1")
    func noCredential() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "login"], environment: environment(["TMDB_ACCESS_TOKEN": nil]))

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("filmswipe: No TMDB credential"))
        #expect(result.stderr.contains("TMDB_ACCESS_TOKEN"))
        #expect(result.stderr.contains("TMDB_API_KEY"))
        #expect(server.requests.isEmpty)
    }

    @Test("login with a token the user did not approve fails, says to approve and retry, and writes no file")
    func unapproved() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "login"], environment: environment())

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("filmswipe: TMDB denied the session"))
        #expect(result.stderr.contains("filmswipe tmdb login"))
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
    }

    @Test("login whose standard input ends before Enter saves nothing and asks for none of the session")
    func noEnter() async throws {
        defer { cleanUp() }
        server.approvesRequestTokens = true

        let result = try await run(filmswipeBinary.path, ["tmdb", "login"], environment: environment())

        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing was saved"))
        #expect(server.requests("/authentication/session/new").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
    }

    @Test("logout removes the session and keeps the credential; again, it says not logged in")
    func logout() async throws {
        defer { cleanUp() }
        server.approvesRequestTokens = true
        #expect(try await filmswipe(["tmdb", "login"], environment: environment()).status == 0)

        let first = try await filmswipe(["tmdb", "logout"], environment: environment())
        let second = try await filmswipe(["tmdb", "logout"], environment: environment(["TMDB_SESSION_ID": "from-env"]))

        #expect(first.status == 0)
        #expect(first.stdout.contains("Logged out"))
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: configFile)) as? [String: String])
        #expect(saved["session_id"] == nil)
        #expect(saved["access_token"] == TMDBStubServer.token)
        #expect(try mode() == 0o600)
        #expect(second.status == 0)
        #expect(second.stdout.contains("Not logged in"))
        #expect(second.stdout.contains("TMDB_SESSION_ID is still set"))
    }

    @Test("logout with no config file says not logged in and exits 0")
    func logoutWithoutFile() async throws {
        defer { cleanUp() }

        let result = try await filmswipe(["tmdb", "logout"], environment: environment())

        #expect(result.status == 0)
        #expect(result.stdout.contains("Not logged in"))
    }

    @Test("filmswipe --help and filmswipe tmdb --help show the TMDB notice")
    func notice() async throws {
        defer { cleanUp() }
        let notice = "This product uses the TMDB API but is not endorsed or certified by TMDB."

        let root = try await filmswipe(["--help"], environment: environment())
        let tmdb = try await filmswipe(["tmdb", "--help"], environment: environment())

        #expect(root.status == 0)
        #expect(root.stdout.contains(notice))
        #expect(tmdb.status == 0)
        #expect(tmdb.stdout.contains(notice))
        #expect(tmdb.stdout.contains("login"))
    }

    /// A data folder whose store holds `reactions` to TMDB films, as games would leave it.
    func dataFolder(with reactions: [(Int, UserReaction)]) async throws -> URL {
        let folder = home.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try SQLiteReactionStore(path: folder.appendingPathComponent("reactions.sqlite"))
        for (id, reaction) in reactions {
            try await store.setReaction(Film(id: FilmID(source: .tmdb, value: id), title: "Film \(id)"), from: .none, to: reaction)
        }
        return folder
    }

    @Test("status counts the reactions the account lacks; sync sends them, says so, and then has nothing to send")
    func sync() async throws {
        defer { cleanUp() }
        let data = try await dataFolder(with: [(100, .favourite), (101, .watchlist), (102, .dislike)])
        let env = environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID])

        let status = try await filmswipe(["tmdb", "status", "--data-dir", data.path], environment: env)
        let sent = try await filmswipe(["tmdb", "sync", "--data-dir", data.path], environment: env)
        let again = try await filmswipe(["tmdb", "sync", "--data-dir", data.path], environment: env)

        #expect(status.stdout.contains("Waiting to be sent: 3 reactions (`filmswipe tmdb sync` sends them now)."))
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout.contains("Sent 3 reactions to your TMDB account."))
        #expect(server.account == StubAccount(favourites: [100], watchlist: [101], ratings: [102: 1.0]))
        #expect(again.status == 0)
        #expect(again.stdout.contains("Nothing to send: your TMDB account has every reaction."))
    }

    @Test("sync while TMDB fails keeps every reaction waiting, says why, and exits 1")
    func syncFailing() async throws {
        defer { cleanUp() }
        let data = try await dataFolder(with: [(200, .favourite)])
        server.script(.internalError, for: "/account/\(TMDBStubServer.accountID)/", times: nil)

        let result = try await filmswipe(["tmdb", "sync", "--data-dir", data.path], environment: environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID]))

        #expect(result.status == 1)
        #expect(result.stdout.contains("1 reaction still waiting"))
        #expect(result.stderr.contains("TMDB failed on /account/548/favorite (HTTP 500"))
        #expect(server.account == StubAccount())
    }

    @Test("sync without a session says to log in first and sends nothing")
    func syncWithoutSession() async throws {
        defer { cleanUp() }
        let data = try await dataFolder(with: [(300, .favourite)])

        let result = try await filmswipe(["tmdb", "sync", "--data-dir", data.path], environment: environment())

        #expect(result.status == 1)
        #expect(result.stderr.contains("run `filmswipe tmdb login` first"))
        #expect(server.requests.isEmpty)
    }

    @Test("filmswipe without filmswipe-tmdb beside it says how to get it, for --source tmdb and for tmdb commands")
    func missingTMDBProgram() async throws {
        defer { cleanUp() }
        let alone = home.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("filmswipe")
        // A link, not a copy: a copy's write descriptor can leak into a child another test forks at that moment,
        // and the kernel then refuses to run the file ("text file busy").
        do {
            try FileManager.default.linkItem(at: filmswipeBinary, to: copy)
        } catch {
            try FileManager.default.copyItem(at: filmswipeBinary, to: copy)
            try await Task.sleep(for: .milliseconds(300))
        }

        let play = try await run(copy.path, ["--source", "tmdb", "--data-dir", home.path], environment: environment())
        let status = try await run(copy.path, ["tmdb", "status"], environment: environment())

        for result in [play, status] {
            #expect(result.status == 1)
            #expect(result.stderr.contains("TMDB support is in filmswipe-tmdb, which is neither in \(alone.path) (beside filmswipe) nor on PATH"))
            #expect(result.stderr.contains("swift build"))
        }
        #expect(server.requests.isEmpty)
    }

    @Test("tmdb list makes a list on the account of a room's matches file, in its order: by TMDB id, else by title and year; a film TMDB lacks is named")
    func listOfMatches() async throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("letterboxd-party-K7QX3PM.csv")
        try Data("Title,Year,tmdbID\r\nHeat,1995,\r\nFilm 304,2001,304\r\nAmélie,2001,\r\nNo Such Film,1990,\r\n".utf8).write(to: file)

        let result = try await filmswipe(["tmdb", "list", file.path], environment: environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID]))

        #expect(result.status == 0, "\(result.stderr)")
        let id = StubList.firstID
        #expect(result.stdout.contains("Made the TMDB list \"FilmSwipe party K7QX3PM\" with 3 films: https://www.themoviedb.org/list/\(id)"), "\(result.stdout)")
        #expect(result.stdout.contains("Not on TMDB, left out: No Such Film (1990)"))
        #expect(server.account.lists == [StubList(id: id, name: "FilmSwipe party K7QX3PM", description: "Made by FilmSwipe from letterboxd-party-K7QX3PM.csv.", movieIDs: [949, 304, 194])])
        #expect(!(result.stdout + result.stderr).contains(TMDBStubServer.sessionID))

        let named = try await filmswipe(["tmdb", "list", file.path, "--name", "Friday"], environment: environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID]))
        #expect(named.status == 0 && server.account.lists.last?.name == "Friday")
    }

    @Test("tmdb list without a session, or with no film TMDB has, makes no list and says why and what to do")
    func listRefused() async throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("letterboxd-party-K7QX3PM.csv")
        try Data("Title,Year,tmdbID\r\nNo Such Film,1990,\r\n".utf8).write(to: file)

        let noSession = try await filmswipe(["tmdb", "list", file.path], environment: environment())
        #expect(noSession.status == 1)
        #expect(noSession.stderr.contains("there is no TMDB session: run `filmswipe tmdb login` first. Nothing was made."), "\(noSession.stderr)")

        let none = try await filmswipe(["tmdb", "list", file.path], environment: environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID]))
        #expect(none.status == 1)
        #expect(none.stderr.contains("TMDB has none of the films of \(file.path) by their title and year: No Such Film (1990). No list was made."), "\(none.stderr)")

        let empty = try await filmswipe(["tmdb", "list", file.path, "--name", " "], environment: environment(["TMDB_SESSION_ID": TMDBStubServer.sessionID]))
        #expect(empty.status == 64 && empty.stderr.contains("--name is empty"))
        #expect(server.account.lists.isEmpty)
        #expect(server.requests("/list").isEmpty)
    }
}
