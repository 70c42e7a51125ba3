import Foundation
import Glibc
import Testing

@Suite("Playing the built game in tmux", .serialized)
struct PlayTests {
    /// The title on the top card: the first row with a card's frame.
    static func topCardTitle(_ screen: String) -> String? {
        guard let row = screen.split(separator: "\n").first(where: { $0.contains("│ ") }), let open = row.firstIndex(of: "│") else { return nil }
        let title = row[row.index(after: open)...].prefix { $0 != "│" }.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? nil : title
    }

    @Test("arrows swipe right, left and up through the bundled catalogue")
    func swipes() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right")
        try await game.waitFor("Pulp Fiction")
        try await game.send("Left")
        try await game.waitFor("The Shawshank Redemption")
        try await game.send("Up")
        let screen = try await game.waitFor("The Silence of the Lambs")
        #expect(screen.contains("3 swiped"))
        #expect(screen.contains("r redo"))
    }

    @Test("the bundled catalogue is dealt by the recommender: liked films bring their neighbours, with the reason shown")
    func recommendations() async throws {
        let game = try await TmuxGame(arguments: ["--seed", "3", "--no-animation"], height: 40, recommended: true)
        let first = try await game.waitFor("★")
        #expect(first.contains("Popular with people who like") || first.contains("A classic to start"), "a new player's first card says why:\n\(first)")
        // Until the model is ready the start for the seed is dealt; each like after it says why. The model takes a
        // debug build seconds alone and far longer while the suite's other games build theirs (seen past 30 s).
        var screen = ""
        for _ in 0..<180 {
            try await game.send("Right")
            try await Task.sleep(for: .milliseconds(500))
            screen = try await game.screen()
            if screen.contains("Because you liked") { break }
        }
        #expect(screen.contains("Because you liked"))
    }

    @Test("a new data folder shuffles its start with a seed of its own, kept for its next game; --seed deals that start anywhere")
    func folderSeed() async throws {
        let first = try await TmuxGame(arguments: ["--no-animation"], recommended: true)
        let screen = try await first.waitFor("★")
        let title = try #require(Self.topCardTitle(screen))
        #expect(screen.contains("Popular with people who like") || screen.contains("A classic to start"), "the first card says why:\n\(screen)")
        try await first.send("q")
        try await first.waitFor("EXIT=0")
        let seed = try String(contentsOf: first.dataDirectory.appendingPathComponent("deck-seed"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(UInt64(seed) != nil)

        let again = try await TmuxGame(arguments: ["--no-animation"], dataDirectory: first.dataDirectory, recommended: true)
        #expect(Self.topCardTitle(try await again.waitFor("★")) == title, "the same folder starts the same way")
        try await again.send("q")
        try await again.waitFor("EXIT=0")

        let elsewhere = try await TmuxGame(arguments: ["--no-animation", "--seed", seed], recommended: true)
        #expect(Self.topCardTitle(try await elsewhere.waitFor("★")) == title, "--seed deals the folder's start in another folder")
    }

    @Test("f changes the filters and the deck follows at once")
    func filters() async throws {
        let game = try await TmuxGame(arguments: ["--seed", "3"], recommended: true)
        let title = try #require(Self.topCardTitle(try await game.waitFor("★")))
        try await game.send("f")
        try await game.waitFor("What to deal")
        for _ in 0..<11 { try await game.send("Right") }  // any, Action, … , History, Horror
        try await game.waitFor("← Horror →")
        try await game.send("Enter")
        try await game.waitForGone("What to deal")
        // The card on top was dealt before the filter: it is not dealt again.
        try await game.waitForGone(title)
        // The deck shows "Dealing films…" until the first page under the filter arrives.
        let screen = try await game.waitForGone("Dealing films")
        let card = screen.split(separator: "\n").prefix(8).joined(separator: "\n")
        #expect(card.contains("Horror"), "the top card is a horror film:\n\(screen)")
    }

    @Test("with a catalogue of its own, f says filters need the bundled catalogue")
    func filtersNeedTheBundledCatalogue() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("f")
        try await game.waitFor("What to deal")
        try await game.send("Right", "Enter")
        try await game.waitFor("Filters choose from the bundled catalogue")
    }

    @Test("keys typed faster than the animation are all counted")
    func fastKeys() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right", "Left", "Up", "Right", "Left", "Up", "Right", "Left", "Up", "Right")
        try await game.waitFor("10 swiped")
    }

    @Test("redo changes the last reaction through Detail and reports success")
    func redo() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right")
        try await game.waitFor("Pulp Fiction")
        try await game.send("r")
        // The choices row is drawn last: waiting for it, not the title, never reads a dialog half drawn.
        let detail = try await game.waitFor("Favourite (now)")
        #expect(detail.contains("Change your reaction"))
        #expect(detail.contains("Forrest Gump"))
        try await game.send("Left")
        try await game.waitFor("Enter saves")
        try await game.send("Enter")
        // Said on a line, with the cards already back: no box to dismiss.
        let said = try await game.waitFor("Forrest Gump is now disliked.")
        #expect(said.contains("Pulp Fiction") && !said.contains("Success"))
        try await game.send("?")
        try await game.waitForGone("is now disliked")
    }

    @Test("q quits with status 0 and the terminal is back to normal")
    func quit() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("q")
        let screen = try await game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=0"))
        #expect(screen.contains(" icanon"))
        #expect(screen.contains(" echo "))
        #expect(!screen.contains("-icanon"))
    }

    @Test("Ctrl-C quits cleanly with status 130 and restores the terminal")
    func interrupt() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("C-c")
        let screen = try await game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=130"))
        #expect(screen.contains(" icanon"))
        #expect(!screen.contains("-echo "))
    }

    @Test("a swipe followed at once by Ctrl-C or SIGTERM is kept: the reaction is sent when the key is read", arguments: ["C-c", "TERM"])
    func swipeThenInterrupt(stop: String) async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        if stop == "C-c" {
            // One write to the terminal: the key and the interrupt arrive together, during the card's fly-out.
            try await game.send("Right", "C-c")
        } else {
            try await game.send("Right")
            for pid in try await game.runningGames() { kill(pid_t(pid) ?? 0, SIGTERM) }
        }
        let screen = try await game.waitFor("END-OF-GAME")
        #expect(screen.contains(stop == "C-c" ? "EXIT=130" : "EXIT=143"))
        let list = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", game.dataDirectory.path])
        #expect(list.stdout.contains("Forrest Gump"), "the swipe was lost: \(list.stdout) \(list.stderr)")
    }

    @Test("a crash (SIGSEGV) or SIGTERM leaves the terminal restored", arguments: [(SIGSEGV, 139), (SIGTERM, 143)])
    func crashRestoresTerminal(signal: Int32, status: Int) async throws {
        // Swift's backtracer would spend many seconds symbolicating a debug build before the exit.
        let game = try await TmuxGame(environment: ["SWIFT_BACKTRACE": "enable=no"])
        try await game.waitFor("Forrest Gump")
        for pid in try await game.runningGames() { kill(pid_t(pid) ?? 0, signal) }
        let screen = try await game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=\(status)"))
        #expect(screen.contains(" icanon"))
        #expect(!screen.contains("-echo "))
    }

    @Test("closing the terminal (SIGHUP) ends the game instead of leaving it running")
    func hangUp() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        #expect(try await !game.runningGames().isEmpty)
        try await game.killServer()
        let deadline = Date().addingTimeInterval(5)
        while try await !game.runningGames().isEmpty, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(try await game.runningGames().isEmpty)
    }

    @Test("a resize to 24×8 says the terminal is too small; back to full size the card returns")
    func resize() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right")
        // The swipe must land before the resize: the game reads keys and the window change apart, and a resize read
        // first made this Right a key pressed while too small (seen once in CI).
        try await game.waitFor("1 swiped")
        try await game.resize(width: 24, height: 8)
        try await game.waitFor("too small")
        try await game.send("Right")
        try await game.resize(width: 100, height: 32)
        let screen = try await game.waitFor("Pulp Fiction")
        #expect(screen.contains("1 swiped"), "keys pressed while too small do nothing")
    }
}

// A suite of its own, run beside the one above: the suites are serialized inside, not against each other.
@Suite("First runs and bad input, played in tmux", .serialized)
struct FirstRunAndBadInputTests {
    @Test("the first game shows the welcome with the keys, once")
    func welcome() async throws {
        let game = try await TmuxGame(firstRun: true)
        try await game.waitFor("Welcome to FilmSwipe")
        try await game.send("x")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        #expect(FileManager.default.fileExists(atPath: game.dataDirectory.appendingPathComponent("welcome-shown").path))
    }

    @Test("→ at the first-run welcome closes it and swipes the first card; the header counts it once stored")
    func welcomeSwipe() async throws {
        let game = try await TmuxGame(firstRun: true)
        try await game.waitFor("Welcome to FilmSwipe")
        try await game.send("Right")
        let screen = try await game.waitFor("Pulp Fiction")
        #expect(!screen.contains("Welcome to FilmSwipe"))
        #expect(screen.contains("1 swiped"))
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        let list = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", game.dataDirectory.path])
        #expect(list.stdout.contains("Forrest Gump"))
    }

    @Test("a catalogue whose rating is 1e308 is refused before play, naming entry and field; no crash")
    func hugeRating() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"page":1,"results":[{"id":1,"title":"Fine"},{"id":2,"title":"Heat","vote_average":1e308}]}"#.utf8).write(to: file)
        let game = try await TmuxGame(arguments: ["--catalogue", file.path], width: 240)
        let screen = try await game.waitFor("EXIT=1")
        #expect(screen.contains(#"film #1 (id 2): field "vote_average" is 1e+308, outside 0–10"#))
    }

    @Test("a film with a 1 MB title and a 5 MB overview is dealt and swiped at once: text from outside is bounded")
    func hugeText() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let title = String(repeating: "Long", count: 250_000), overview = String(repeating: "word ", count: 1_000_000)
        try Data(#"{"page":1,"results":[{"id":1,"title":"\#(title)","overview":"\#(overview)"},{"id":2,"title":"After"}]}"#.utf8).write(to: file)
        let game = try await TmuxGame(arguments: ["--catalogue", file.path])
        let screen = try await game.waitFor("LongLong")
        #expect(screen.contains("…"))
        try await game.send("Right")
        try await game.waitFor("After")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
    }

    @Test("an unknown TERM is named in a clear message, exit status 2")
    func unknownTerm() async throws {
        let game = try await TmuxGame(environment: ["TERM": "no-such-terminal"])
        let screen = try await game.waitFor("EXIT=2")
        #expect(screen.contains("TERM"))
        #expect(screen.contains("no-such-terminal"))
    }

    @Test("a broken catalogue is reported before the screen is taken over, naming file, entry and field")
    func brokenCatalogue() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"page":1,"results":[{"id":1,"title":"Fine"},{"id":2}],"total_pages":1,"total_results":2}"#.utf8).write(to: file)
        let game = try await TmuxGame(arguments: ["--catalogue", file.path], width: 240)
        let screen = try await game.waitFor("EXIT=1")
        #expect(screen.contains(#"film #1 (id 2): field "title" is missing"#))
        #expect(screen.contains(file.path))
        #expect(!screen.contains("FilmSwipe "), "the game screen never showed")
    }
}

@Suite("Starting without a terminal")
struct NoTerminalTests {
    @Test("stdin and stdout that are not a terminal get a clear message and exit status 2")
    func notATerminal() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await run(filmswipeBinary.path, ["--data-dir", data.path], environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("terminal"))
        #expect(result.stdout.isEmpty, "nothing is drawn when there is no terminal")
    }

    @Test("--help names the keys and the data set")
    func help() async throws {
        let result = try await run(filmswipeBinary.path, ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("favourite"))
        #expect(result.stdout.contains("MovieLens"))
    }
}
