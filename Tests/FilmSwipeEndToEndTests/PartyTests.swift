import ChildProcessSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import Glibc
import Synchronization
import Testing

/// A free loopback port below the kernel's range for outgoing connections (32768 and up), so that no connection of a
/// test running beside this one can take it between a server's stop and its restart on the same port.
func freeLoopbackPort() throws -> Int {
    for _ in 0..<50 {
        let port = Int.random(in: 20_000..<32_000)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        close(fd)
        if bound == 0 { return port }
    }
    throw NoFreePort()
}

struct NoFreePort: Error {}

/// The room code in the join line a host's header shows.
func code(on screen: String) -> String? {
    guard let range = screen.range(of: "filmswipe party join ") else { return nil }
    return String(screen[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
}

/// A folder for one player's data, removed when the test lets go of it.
final class PlayerFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-party-\(UUID().uuidString)")
    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Past the first-run welcome.
        _ = FileManager.default.createFile(atPath: url.appendingPathComponent("welcome-shown").path, contents: Data())
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// `filmswipe party serve` running as a child process until stopped or killed.
final class ServeProcess {
    let pid: pid_t
    let output: String
    private var ended = false

    /// Starts `party serve` on 127.0.0.1:`port` with `data` as its folder, and `options` after those (`--tls-cert …`).
    init(port: Int, data: URL, options: [String] = []) throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-serve-\(UUID().uuidString)").path
        pid = try ChildProcess.spawn(filmswipeBinary.path, ["party", "serve", "--listen", "127.0.0.1:\(port)", "--data-dir", data.path] + options,
                                     environment: childEnvironment().map { "\($0.key)=\($0.value)" },
                                     streams: [.open(0, path: "/dev/null", flags: O_RDONLY), .open(1, path: output, flags: O_WRONLY | O_CREAT | O_TRUNC),
                                               .open(2, path: "/dev/null", flags: O_WRONLY)])
    }

    /// Waits until it says it listens.
    func waitUntilListening() async throws {
        for _ in 0..<400 {
            if let text = try? String(contentsOfFile: output, encoding: .utf8), text.contains("listening on") { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("party serve never said it was listening")
    }

    /// Sends `signal` and reaps it; returns the wait status.
    @discardableResult
    func end(_ signal: Int32) async -> Int32 {
        kill(pid, signal)
        ended = true
        return await ChildProcess.exit(of: pid)
    }

    // A test that failed before `end` would leave the server running after the suite (a browser test did, once).
    deinit {
        if !ended { kill(pid, SIGKILL) }
        unlink(output)
    }
}

@Suite("Party rooms, played in tmux", .serialized)
struct PartyTests {
    /// The room code on a screen's join line.
    /// The title on the top card of a screen.
    private func topTitle(_ screen: String) -> String {
        let line = screen.split(separator: "\n").first { $0.contains("│ ") } ?? ""
        return String(line.split(separator: "│").dropFirst().first ?? "").trimmingCharacters(in: .whitespaces)
    }

    @Test("a host and a friend both swipe the first film right: both see the match, and party matches lists it")
    func matchInTwoTerminals() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder(), bob = try PlayerFolder()
        let host = try await TmuxGame(arguments: ["party", "host", "--listen", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"],
                                      commandLine: true)
        let hosting = try await host.waitFor("A friend joins with: filmswipe party join", seconds: 60)
        let room = try #require(code(on: hosting))
        let friend = try await TmuxGame(arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "\u{1B}[2JBob\u{07}", "--data-dir", bob.url.path,
                                                    "--no-animation"], commandLine: true)
        let joined = try await friend.waitFor("2 here", seconds: 30)
        #expect(joined.contains("Ann, Bob"), "the hostile name arrives clean")
        try await host.waitFor("2 here: Ann, Bob")
        let film = topTitle(try await host.waitFor("╭"))
        #expect(!film.isEmpty)
        // The friend's first page may still be on its way when the room's lines show: wait for the card itself.
        let friendScreen = try await friend.waitFor("│ \(film) ")
        #expect(topTitle(friendScreen) == film, "both are dealt the same first film")

        try await host.send("Right")
        try await friend.send("Right")
        let celebrated = try await host.waitFor("It's a match!")
        #expect(celebrated.contains(film))
        try await friend.waitFor("It's a match!")
        try await friend.send("Enter", "m")
        try await friend.waitFor("Matches")
        try await friend.send("Enter", "q")
        try await friend.waitFor("EXIT=0")
        try await host.send("Enter")
        try await host.leaveAsHost()

        let matches = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", ann.url.path])
        #expect(matches.status == 0)
        let lines = matches.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Party \(room) · ") == true && lines.first?.hasSuffix(" · Ann, Bob") == true, "the party's heading: \(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("  \(film) (") == true, "its match, indented")
    }

    @Test("a host bringing an empty watchlist is told so in a box over the first cards, not on standard error behind the game; Enter closes it")
    func emptyWatchlistSaidInTheGame() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder()
        let host = try await TmuxGame(arguments: ["party", "host", "--listen", "127.0.0.1:\(port)", "--name", "Ann", "--bring-watchlist",
                                                  "--data-dir", ann.url.path, "--no-animation"], commandLine: true)
        let told = try await host.waitFor("Your watchlist is empty", seconds: 60)
        #expect(told.contains("Swipe films up"), "\(told)")
        try await host.send("Enter")
        let cards = try await host.waitFor("╭")
        #expect(!cards.contains("Your watchlist is empty"))
        #expect(!topTitle(cards).isEmpty, "the cards are there under it: \(cards)")
        try await host.leaveAsHost()
        #expect(!(try await host.waitFor("EXIT=0").contains("--bring-watchlist:")), "nothing printed behind the game")
    }

    @Test("the friend suggests a film with /: both see it on top marked as the friend's; the friend quits with q and the host sees 1 here at once")
    func suggestionAndQuit() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder(), bob = try PlayerFolder()
        let host = try await TmuxGame(arguments: ["party", "host", "--listen", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"],
                                      commandLine: true)
        let room = try #require(code(on: try await host.waitFor("A friend joins with: filmswipe party join", seconds: 60)))
        let friend = try await TmuxGame(arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"],
                                        commandLine: true)
        try await friend.waitFor("2 here", seconds: 30)
        try await host.waitFor("2 here: Ann, Bob")
        #expect(try await friend.waitFor("╭").contains("/ suggest"), "the legend offers / in a party")

        try await friend.send("/")
        try await friend.waitFor("Find a film")
        try await friend.send("-l", "holiday inn")
        // The catalogue is read on a Dispatch thread while the game starts; a debug build under load takes a while.
        try await friend.waitFor("Holiday Inn (1942)", seconds: 60)
        try await friend.send("Enter")

        let friendScreen = try await friend.waitFor("Suggested by you")
        #expect(topTitle(friendScreen) == "Holiday Inn")
        let hostScreen = try await host.waitFor("Suggested by Bob")
        #expect(topTitle(hostScreen) == "Holiday Inn")

        try await friend.send("q")
        try await friend.waitFor("EXIT=0")
        // A dropped connection would keep Bob listed for the 20 s grace; a quit says goodbye first.
        try await host.waitFor("1 here: Ann", seconds: 5)
        try await host.leaveAsHost()
    }

    @Test("docs/party.md's two players on one machine: Bob's join without --data-dir is refused at once, status 1, saying why; with his own folder he joins")
    func twoPlayersOnOneMachine() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder(), bob = try PlayerFolder()
        let host = try await TmuxGame(arguments: ["party", "host", "--listen", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"],
                                      commandLine: true)
        let room = try #require(code(on: try await host.waitFor("A friend joins with: filmswipe party join", seconds: 60)))

        let refused = try await run(filmswipeBinary.path, ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", ann.url.path])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty, "no screen was drawn")
        let message = try #require(refused.stderr.split(separator: "\n").first.map(String.init))
        #expect(message.hasPrefix("filmswipe: The data folder \(ann.url.path) is in use by another party game (pid "))
        #expect(message.hasSuffix("). Each player on this machine needs their own data folder: add --data-dir, such as --data-dir \(ann.url.path)-bob."))
        // It never connected: Ann is still alone, and her folder still lists only her party.
        #expect(try await host.screen().contains("1 here: Ann"))
        let alongside = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", ann.url.path])
        #expect(alongside.status == 0 && alongside.stdout.hasPrefix("Party \(room) · "), "party matches reads a folder in play")

        let friend = try await TmuxGame(arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"],
                                        commandLine: true)
        try await friend.waitFor("2 here: Ann, Bob", seconds: 30)
        try await host.waitFor("2 here: Ann, Bob")
        try await friend.send("q")
        try await friend.waitFor("EXIT=0")
        try await host.leaveAsHost()
        // Quit, the folder is free for the next party game.
        let next = try await run(filmswipeBinary.path, ["party", "join", "\(room)@127.0.0.1:\(try freeLoopbackPort())", "--data-dir", ann.url.path])
        #expect(next.status == 1 && next.stderr.contains("Cannot reach the party server"))
    }

    @Test("party matches groups by party, newest first: code, local date and who was there, then the matches; --json the same")
    func matchesByParty() async throws {
        let folder = try PlayerFolder()
        let clock = Mutex(Date(timeIntervalSince1970: 1_795_170_000))
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"), now: { clock.withLock { $0 } })
        let older = try RoomCode(parsing: "K7QX3PM"), newer = try RoomCode(parsing: "LB73F24")
        let token = try #require(ResumeToken(text: String(repeating: "ab", count: 16)))
        func match(_ code: RoomCode, _ id: Int, _ title: String, _ year: Int, _ sequence: Int) -> PartyMatchRecord {
            PartyMatchRecord(code: code.text, film: FilmID(source: .catalogue, value: id), title: title, year: year, sequence: sequence, yes: 2, members: 2)
        }
        try await store.saveParty(code: older, server: "127.0.0.1:7420", name: "Ann", token: token)
        try await store.recordMembers(["Ann", "Bob"], code: older, server: "127.0.0.1:7420")
        try await store.recordMatch(match(older, 110, "Braveheart", 1995, 1), server: "127.0.0.1:7420")
        clock.withLock { $0 += 6 * 86_400 }
        try await store.saveParty(code: newer, server: "127.0.0.1:7420", name: "Ann", token: token)
        try await store.recordMembers(["Ann", "Bob", "Cy"], code: newer, server: "127.0.0.1:7420")
        try await store.recordMatch(match(newer, 110, "Braveheart", 1995, 1), server: "127.0.0.1:7420")
        try await store.recordMatch(match(newer, 318, "The Shawshank Redemption", 1994, 2), server: "127.0.0.1:7420")

        let environment = ProcessInfo.processInfo.environment.merging(["TZ": "UTC"]) { $1 }
        let text = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", folder.url.path], environment: environment)
        #expect(text.status == 0)
        #expect(text.stdout == """
            Party LB73F24 · 26 Nov 2026 · Ann, Bob, Cy
              Braveheart (1995)
              The Shawshank Redemption (1994)

            Party K7QX3PM · 20 Nov 2026 · Ann, Bob
              Braveheart (1995)

            """)

        let json = try await run(filmswipeBinary.path, ["party", "matches", "--json", "--data-dir", folder.url.path], environment: environment)
        #expect(json.status == 0)
        let parties = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(parties.map { $0["code"] as? String } == ["LB73F24", "K7QX3PM"])
        #expect(parties.map { $0["joined_at"] as? String } == ["2026-11-26T10:20:00Z", "2026-11-20T10:20:00Z"])
        #expect(parties.map { $0["members"] as? [String] } == [["Ann", "Bob", "Cy"], ["Ann", "Bob"]])
        #expect(parties.allSatisfy { $0["server"] as? String == "127.0.0.1:7420" })
        let titles = parties.map { ($0["matches"] as? [[String: Any]])?.compactMap { $0["title"] as? String } }
        #expect(titles == [["Braveheart", "The Shawshank Redemption"], ["Braveheart"]])
    }

    @Test("party host checks the room's filters as the solo game does, before the terminal is taken, and takes no --seed")
    func hostFilters() async throws {
        let ann = try PlayerFolder()
        let genre = try await run(filmswipeBinary.path, ["party", "host", "--genre", "Nope", "--data-dir", ann.url.path])
        #expect(genre.status == 64 && genre.stderr.contains("Unknown genre 'Nope'. Choose from: Action"))
        let years = try await run(filmswipeBinary.path, ["party", "host", "--from-year", "2000", "--to-year", "1990", "--data-dir", ann.url.path])
        #expect(years.status == 64 && years.stderr.contains("--from-year 2000 is after --to-year 1990"))
        let seed = try await run(filmswipeBinary.path, ["party", "host", "--seed", "3", "--data-dir", ann.url.path])
        #expect(seed.status == 64 && seed.stderr.contains("Unknown option '--seed'"))
    }

    @Test("the server killed with SIGKILL and started again: the clients come back, the match is kept and a new one works")
    func serverRestart() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder(), bob = try PlayerFolder()
        var serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let host = try await TmuxGame(arguments: ["party", "host", "--server", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"],
                                      commandLine: true)
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        let friend = try await TmuxGame(arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"],
                                        commandLine: true)
        try await friend.waitFor("2 here", seconds: 30)
        try await host.waitFor("2 here")
        try await host.send("Right")
        try await friend.send("Right")
        try await host.waitFor("It's a match!")
        try await friend.waitFor("It's a match!")
        try await host.send("Enter")
        try await friend.send("Enter")

        #expect(await serve.end(SIGKILL) != 0)
        try await host.waitFor("reconnecting", seconds: 20)
        serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        try await host.waitFor("2 here", seconds: 30)
        try await friend.waitFor("2 here", seconds: 30)

        try await host.send("m")
        try await host.waitFor("Matches")
        try await host.send("Enter", "Right")
        try await friend.send("Right")
        try await host.waitFor("It's a match!", seconds: 20)
        try await host.send("Enter")
        try await host.leaveAsHost()
        try await friend.send("Enter", "q")
        try await friend.waitFor("EXIT=0")
        let matches = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", bob.url.path])
        let lines = matches.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix("Party \(room) · ") && lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        #expect(await serve.end(SIGTERM) == 0, "SIGTERM ends the server cleanly")
    }

    @Test("a wrong code is refused with a clear message and status 1 before the terminal is taken; a code of the wrong shape too")
    func wrongCode() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), bob = try PlayerFolder()
        let serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let wrong = try await run(filmswipeBinary.path, ["party", "join", "ABCDEFG@127.0.0.1:\(port)", "--data-dir", bob.url.path])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("filmswipe: ") && wrong.stderr.lowercased().contains("code"))
        let shape = try await run(filmswipeBinary.path, ["party", "join", "AB0@127.0.0.1:\(port)", "--data-dir", bob.url.path])
        #expect(shape.status != 0 && shape.stderr.contains("K7QX3PM"))
        let away = try await run(filmswipeBinary.path, ["party", "join", "ABCDEFG@127.0.0.1:\(try freeLoopbackPort())", "--data-dir", bob.url.path])
        #expect(away.status == 1 && away.stderr.contains("Cannot reach the party server"))
        _ = await serve.end(SIGTERM)
    }
}
