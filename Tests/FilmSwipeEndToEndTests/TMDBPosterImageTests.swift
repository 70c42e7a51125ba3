import Foundation
import Testing
import TMDBStubSupport

/// Posters as images, read from the bytes the game writes (tmux copies them to a file before it parses them): the game
/// is told it is not inside tmux (`TMUX` empty), so it takes tmux for the terminal tmux's variables name.
@Suite("Posters as images: the escapes a TMDB game writes for the terminal it is in", .serialized)
struct TMDBPosterImageTests {
    let scratch: ScratchFolder
    var raw: URL { scratch.url.appendingPathComponent("raw-output") }

    init() throws {
        scratch = try ScratchFolder()
    }

    var written: String { (try? String(contentsOf: raw, encoding: .utf8)) ?? "" }

    func waitForWritten(_ condition: (String) -> Bool) async throws -> String {
        try await TMDBPlayTests.waitUntil(seconds: 20) { condition(written) }
        return written
    }

    static let imageEscapes = ["\u{1B}_Ga=T", "\u{1B}]1337;File=", "\u{1B}P0;1;0q", "\u{1B}Pq"]

    @Test("a terminal that says it is kitty: kitty's graphics for the top card's poster, taken off when the card flies out, forgotten at the end")
    func kitty() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await TMDBPosterPlayTests.game(play, environment: ["TMUX": "", "KITTY_WINDOW_ID": "1"], rawOutput: raw)
        try await game.waitFor("Film 100")
        let shown = try await waitForWritten { $0.contains("\u{1B}_Ga=T,i=") }
        let id = try #require(shown.firstMatch(of: /\x1B_Ga=T,i=(\d+),q=2,/)?.1)
        #expect(!shown.contains("\u{1B}[c"), "a terminal that names itself is asked nothing")
        #expect(!TMDBPosterPlayTests.hasPoster(try await game.screen()), "no symbols where the image is")

        try await game.send("Right")
        try await game.waitFor("Film 101")
        let after = try await waitForWritten { $0.contains("\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\") }
        #expect(after.contains("\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\"), "the first card's image is taken off the screen when it flies out")

        // The details: a larger poster (26 rows at 100×32, the card's 18), and the card's placed again after.
        let mark = written.count
        try await game.send("Enter")
        let details = try await waitForWritten { $0.dropFirst(mark).contains(",c=35,r=26,") }
        #expect(details.dropFirst(mark).contains(",c=35,r=26,"), "the details' poster")
        try await game.send("Escape")
        let back = try await waitForWritten { $0.dropFirst(mark).contains("\u{1B}_Ga=p,") }
        #expect(back.dropFirst(mark).contains("\u{1B}_Ga=p,"), "back on the cards, the card's image placed again, not sent")
        try await game.quit()
        #expect(written.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "the terminal is told to forget it when the game ends")
    }

    @Test("iTerm2 by its name: the poster as an inline file")
    func iterm() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await TMDBPosterPlayTests.game(play, environment: ["TMUX": "", "TERM_PROGRAM": "iTerm.app"], rawOutput: raw)
        try await game.waitFor("Film 100")
        let shown = try await waitForWritten { $0.contains("\u{1B}]1337;File=") }
        #expect(shown.contains("\u{1B}]1337;File="))
        #expect(!shown.contains("\u{1B}_Ga=T"))
        try await game.quit()
    }

    @Test("a terminal that answers without images (tmux's own device attributes): symbols, no image escape, the answer kept")
    func answeredWithoutImages() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await TMDBPosterPlayTests.game(play, environment: ["TMUX": ""], rawOutput: raw)
        try await game.waitFor("Film 100")
        let screen = try await TMDBPosterPlayTests.screen(of: game) { TMDBPosterPlayTests.hasPoster($0) }
        #expect(TMDBPosterPlayTests.hasPoster(screen), "symbols:\n\(screen)")
        try await game.quit()
        let output = written
        #expect(output.contains("\u{1B}[c"), "the terminal was asked")
        for escape in Self.imageEscapes { #expect(!output.contains(escape), "\(escape.debugDescription) written") }
        let kept = try String(contentsOf: game.dataDirectory.appendingPathComponent("terminal-answers.json"), encoding: .utf8)
        #expect(kept.contains("TERM=xterm-256color") && !kept.contains("kitty") && !kept.contains("sixel"), "\(kept)")
    }

    @Test("inside tmux without allow-passthrough: symbols, and no image escape, though the terminal's variables say kitty")
    func tmuxWithoutPassthrough() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let game = try await TMDBPosterPlayTests.game(play, environment: ["KITTY_WINDOW_ID": "1"], rawOutput: raw)
        try await game.waitFor("Film 100")
        let screen = try await TMDBPosterPlayTests.screen(of: game) { TMDBPosterPlayTests.hasPoster($0) }
        #expect(TMDBPosterPlayTests.hasPoster(screen), "symbols:\n\(screen)")
        try await game.quit()
        let output = written
        for escape in Self.imageEscapes + ["\u{1B}Ptmux;"] { #expect(!output.contains(escape), "\(escape.debugDescription) written") }
    }

    /// A TMDB game against `play`'s stub in a terminal the test plays (`TERM=xterm-256color` and `variables`), answering the
    /// device attributes with `attributes`; its data folder.
    func answeringGame(_ play: TMDBPlay, attributes: String?, variables: [String: String] = [:]) throws -> (AnsweringTerminal, URL) {
        let data = scratch.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: data.appendingPathComponent("welcome-shown").path, contents: Data())
        var environment = TMDBPlayTests.environment(play.server, session: nil, configHome: play.config)
        environment.merge([
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:\(play.server.port)/t/p",
        ].merging(variables) { $1 }) { $1 }
        let terminal = try AnsweringTerminal(arguments: ["--data-dir", data.path, "--source", "tmdb"], environment: environment, attributes: attributes)
        return (terminal, data)
    }

    @Test("a terminal (VTE's) that answers the device attributes with 4 (after the game's first wait): the poster in sixel, the answer kept")
    func sixelByAnswer() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        // The answer is typed when the test next reads the terminal: after the game's one-frame wait, as a rule.
        let (terminal, data) = try answeringGame(play, attributes: "\u{1B}[?62;4;22c", variables: ["VTE_VERSION": "7600"])
        #expect(try await terminal.waitFor("Film 100"))
        #expect(try await terminal.waitFor("\u{1B}P0;1;0q"), "a sixel image: \(terminal.text.suffix(300).debugDescription)")
        #expect(try await terminal.quit() == 0)
        let output = terminal.text
        #expect(!output.contains("\u{1B}_Ga=T") && !output.contains("\u{1B}]1337;File="))
        let kept = try String(contentsOf: data.appendingPathComponent("terminal-answers.json"), encoding: .utf8)
        #expect(kept.contains("sixel"), "\(kept)")
    }

    @Test("a terminal that answers nothing: the poster in symbols once the game stops waiting, no image escape, nothing kept")
    func noAnswer() async throws {
        let play = try TMDBPlay(catalogue: .discoverOnly)
        defer { play.end() }
        let (terminal, data) = try answeringGame(play, attributes: nil)
        #expect(try await terminal.waitFor("Film 100"))
        #expect(try await terminal.waitUntil { TMDBPosterPlayTests.hasPoster($0.text) }, "symbols")
        #expect(try await terminal.quit() == 0)
        let output = terminal.text.replacingOccurrences(of: "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\", with: "")
        for escape in Self.imageEscapes + ["\u{1B}_G"] { #expect(!output.contains(escape), "\(escape.debugDescription) written") }
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("terminal-answers.json").path))
    }
}
