import Foundation
import Glibc
import Testing

@Suite("Playing the built game in tmux", .serialized)
struct PlayTests {
    @Test("arrows swipe right, left and up through the bundled catalogue")
    func swipes() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("Right")
        try game.waitFor("Pulp Fiction")
        try game.send("Left")
        try game.waitFor("The Shawshank Redemption")
        try game.send("Up")
        let screen = try game.waitFor("The Silence of the Lambs")
        #expect(screen.contains("3 swiped"))
        #expect(screen.contains("r redo"))
    }

    @Test("the bundled catalogue is dealt by the recommender: liked films bring their neighbours, with the reason shown")
    func recommendations() throws {
        let game = try TmuxGame(arguments: ["--seed", "3", "--no-animation"], height: 40, recommended: true)
        try game.waitFor("Forrest Gump")
        // Until the model is ready the catalogue's order is dealt; each like after it says why.
        var screen = ""
        for _ in 0..<60 {
            try game.send("Right")
            Thread.sleep(forTimeInterval: 0.5)
            screen = try game.screen()
            if screen.contains("Because you liked") { break }
        }
        #expect(screen.contains("Because you liked"))
    }

    @Test("keys typed faster than the animation are all counted")
    func fastKeys() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("Right", "Left", "Up", "Right", "Left", "Up", "Right", "Left", "Up", "Right")
        try game.waitFor("10 swiped")
    }

    @Test("redo changes the last reaction through Detail and reports success")
    func redo() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("Right")
        try game.waitFor("Pulp Fiction")
        try game.send("r")
        let detail = try game.waitFor("Change your reaction")
        #expect(detail.contains("Forrest Gump"))
        #expect(detail.contains("Favourite (now)"))
        try game.send("Left")
        try game.waitFor("Enter saves")
        try game.send("Enter")
        try game.waitFor("Successfully updated")
        try game.send("Enter")
        let back = try game.waitForGone("Successfully updated")
        #expect(back.contains("Pulp Fiction"))
    }

    @Test("q quits with status 0 and the terminal is back to normal")
    func quit() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("q")
        let screen = try game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=0"))
        #expect(screen.contains(" icanon"))
        #expect(screen.contains(" echo "))
        #expect(!screen.contains("-icanon"))
    }

    @Test("Ctrl-C quits cleanly with status 130 and restores the terminal")
    func interrupt() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("C-c")
        let screen = try game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=130"))
        #expect(screen.contains(" icanon"))
        #expect(!screen.contains("-echo "))
    }

    @Test("a crash (SIGSEGV) or SIGTERM leaves the terminal restored", arguments: [(SIGSEGV, 139), (SIGTERM, 143)])
    func crashRestoresTerminal(signal: Int32, status: Int) throws {
        // Swift's backtracer would spend many seconds symbolicating a debug build before the exit.
        let game = try TmuxGame(environment: ["SWIFT_BACKTRACE": "enable=no"])
        try game.waitFor("Forrest Gump")
        for pid in try game.runningGames() { kill(pid_t(pid) ?? 0, signal) }
        let screen = try game.waitFor("END-OF-GAME")
        #expect(screen.contains("EXIT=\(status)"))
        #expect(screen.contains(" icanon"))
        #expect(!screen.contains("-echo "))
    }

    @Test("closing the terminal (SIGHUP) ends the game instead of leaving it running")
    func hangUp() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        #expect(try !game.runningGames().isEmpty)
        try game.killServer()
        let deadline = Date().addingTimeInterval(5)
        while try !game.runningGames().isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try game.runningGames().isEmpty)
    }

    @Test("a resize to 24×8 says the terminal is too small; back to full size the card returns")
    func resize() throws {
        let game = try TmuxGame()
        try game.waitFor("Forrest Gump")
        try game.send("Right")
        try game.resize(width: 24, height: 8)
        try game.waitFor("too small")
        try game.send("Right")
        try game.resize(width: 100, height: 32)
        let screen = try game.waitFor("Pulp Fiction")
        #expect(screen.contains("1 swiped"), "keys pressed while too small do nothing")
    }

    @Test("the first game shows the welcome with the keys, once")
    func welcome() throws {
        let game = try TmuxGame(firstRun: true)
        try game.waitFor("Welcome to FilmSwipe")
        try game.send("x")
        try game.send("q")
        try game.waitFor("EXIT=0")
        #expect(FileManager.default.fileExists(atPath: game.dataDirectory.appendingPathComponent("welcome-shown").path))
    }

    @Test("an unknown TERM is named in a clear message, exit status 2")
    func unknownTerm() throws {
        let game = try TmuxGame(environment: ["TERM": "no-such-terminal"])
        let screen = try game.waitFor("EXIT=2")
        #expect(screen.contains("TERM"))
        #expect(screen.contains("no-such-terminal"))
    }

    @Test("a broken catalogue is reported before the screen is taken over, naming file, entry and field")
    func brokenCatalogue() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        try Data(#"{"page":1,"results":[{"id":1,"title":"Fine"},{"id":2}],"total_pages":1,"total_results":2}"#.utf8).write(to: file)
        let game = try TmuxGame(arguments: ["--catalogue", file.path], width: 240)
        let screen = try game.waitFor("EXIT=1")
        #expect(screen.contains(#"film #1 (id 2): field "title" is missing"#))
        #expect(screen.contains(file.path))
        #expect(!screen.contains("FilmSwipe "), "the game screen never showed")
    }
}

@Suite("Starting without a terminal")
struct NoTerminalTests {
    @Test("stdin and stdout that are not a terminal get a clear message and exit status 2")
    func notATerminal() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-e2e-\(UUID().uuidString)")
        let result = try run(filmswipeBinary.path, ["--data-dir", data.path], environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("terminal"))
        #expect(result.stdout.isEmpty, "nothing is drawn when there is no terminal")
    }

    @Test("--help names the keys and the data set")
    func help() throws {
        let result = try run(filmswipeBinary.path, ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("favourite"))
        #expect(result.stdout.contains("MovieLens"))
    }
}
