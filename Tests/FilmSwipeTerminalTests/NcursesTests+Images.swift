@testable import FilmSwipeTerminal
import FilmSwipeCells
import Foundation
import Glibc
import Testing

/// Posters as images through a whole session on a pseudo-terminal: the bytes the terminal receives. In NcursesTests'
/// suite, as the session is ncurses' process-wide state.
extension NcursesTests {
    static let unicode = ["LANG": "C.UTF-8"]

    static func image(_ imageProtocol: ImageProtocol, id: UInt32) -> TerminalImage {
        TerminalImage(imageProtocol: imageProtocol, columns: 10, rows: 6, id: id, bytes: Array("<image \(id)>".utf8))
    }

    /// A frame with `text` on row 2 and `image` at column 4, row 4.
    static func frame(_ text: String, images: [TerminalImage] = []) -> Buffer {
        var buffer = Buffer(width: 80, height: 24)
        buffer.write(text, x: 30, y: 2)
        for (index, image) in images.enumerated() { buffer.place(image, x: 4 + 12 * index, y: 4) }
        return buffer
    }

    /// `frame` with a dialog box over its middle, as DialogView draws one: every image taken away.
    static func dialog(over frame: Buffer) -> Buffer {
        var buffer = frame
        buffer.removeImages()
        buffer.write("│ Help: keys │", x: 6, y: 6)
        return buffer
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The pseudo-terminal made raw (as a terminal emulator's own end is), so what the test types as the terminal's
    /// answer is neither echoed nor held for a newline.
    static func rawTerminal() -> PseudoTerminal {
        let pty = PseudoTerminal()
        var mode = termios()
        tcgetattr(pty.terminal, &mode)
        cfmakeraw(&mode)
        tcsetattr(pty.terminal, TCSANOW, &mode)
        return pty
    }

    @Test("a terminal that says it is kitty is asked nothing; its poster is written after the frame's text, taken away before a dialog is drawn, placed again after")
    func kittyImageAndDialog() throws {
        let pty = Self.rawTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: Self.unicode.merging(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]) { $1 },
            posters: PosterRequest(choice: .auto))
        defer { session.close() }
        #expect(session.graphics?.decided == .image(.kitty, cell: .usual))
        let opened = Self.text(pty.drain())
        #expect(!opened.contains("\u{1B}[c") && !opened.contains("\u{1B}_G"), "nothing asked: \(opened.debugDescription)")

        let poster = Self.image(.kitty, id: 41)
        session.renderer.draw(Self.frame("Dune (2021)", images: [poster]))
        let shown = Self.text(pty.drain())
        let title = try #require(shown.range(of: "Dune (2021)")), image = try #require(shown.range(of: "\u{1B}7\u{1B}[5;5H<image 41>\u{1B}8"))
        #expect(title.upperBound <= image.lowerBound, "the image follows ncurses' text")

        session.renderer.draw(Self.frame("Dune (2021)", images: [poster]))
        #expect(!Self.text(pty.drain()).contains("<image"), "an image shown is not written again")

        session.renderer.draw(Self.dialog(over: Self.frame("Dune (2021)", images: [poster])))
        let covered = Self.text(pty.drain())
        let deleted = try #require(covered.range(of: "\u{1B}_Ga=d,d=i,i=41,q=2\u{1B}\\"))
        let help = try #require(covered.range(of: "Help: keys"))
        #expect(deleted.upperBound <= help.lowerBound, "the image goes before the dialog is drawn: \(covered.debugDescription)")
        #expect(!covered.contains("<image"))

        session.renderer.draw(Self.frame("Dune (2021)", images: [poster]))
        let back = Self.text(pty.drain())
        #expect(back.contains("\u{1B}_Ga=p,i=41,c=10,r=6,q=2\u{1B}\\") && !back.contains("<image"), "the dialog gone, the image the terminal kept is placed again")
    }

    @Test("a terminal that answers the device attributes with 4 draws sixel; a frame that drops the image repaints its rows")
    func sixelByAnswer() throws {
        let pty = Self.rawTerminal()
        // The terminal's answers, waiting in its input as they would after the questions: the cell size, then attributes.
        pty.type("\u{1B}[6;18;9t\u{1B}[?62;4;22c")
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: Self.unicode.merging(["TERM": "xterm-256color"]) { $1 },
            posters: PosterRequest(choice: .auto))
        defer { session.close() }
        #expect(session.graphics?.decided == .image(.sixel, cell: CellPixels(width: 9, height: 18)))
        let opened = Self.text(pty.drain())
        #expect(opened.contains(GraphicsAnswer.questions), "kitty's query, the cell size and the attributes were asked")

        session.renderer.draw(Self.frame("Heat (1995)", images: [Self.image(.kitty, id: 1), Self.image(.sixel, id: 2)]))
        let shown = Self.text(pty.drain())
        #expect(shown.contains("\u{1B}7\u{1B}[5;17H<image 2>\u{1B}8"))
        #expect(!shown.contains("<image 1>"), "only the protocol the terminal answered for")

        session.renderer.draw(Self.frame("Heat (1995)"))
        let gone = Self.text(pty.drain())
        #expect(!gone.contains("<image"))
        // The text is the same: without the image ncurses would send nothing. It repaints from the image's top row (5).
        #expect(gone.contains("\u{1B}[5d") || gone.contains("\u{1B}[5;"), "the image's rows are written again: \(gone.debugDescription)")
    }

    @Test("a terminal that does not answer gets the questions and never an image escape, before or after giving up")
    func noAnswerNoImage() throws {
        let pty = Self.rawTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: Self.unicode.merging(["TERM": "xterm-256color"]) { $1 },
            posters: PosterRequest(choice: .auto))
        defer { session.close() }
        #expect(session.graphics?.decided == nil, "still waiting for a late answer")
        let all = [ImageProtocol.kitty, .sixel, .iterm].enumerated().map { Self.image($1, id: UInt32(10 + $0)) }
        session.renderer.draw(Self.frame("Alien (1979)", images: all))
        session.graphics?.giveUp()
        #expect(session.graphics?.decided == .symbols)
        session.renderer.draw(Self.frame("Alien (1979)", images: all))
        session.renderer.draw(Self.frame("Aliens (1986)", images: all))
        let written = Self.text(pty.drain()).replacingOccurrences(of: GraphicsAnswer.questions, with: "")
        #expect(session.frameStats.framesDrawn == 2, "the first frame and the third; the second is the first again")
        for escape in ["<image", "\u{1B}_G", "\u{1B}P", "\u{1B}]1337"] {
            #expect(!written.contains(escape), "\(escape.debugDescription) written to a terminal that did not answer")
        }
    }

    @Test("iTerm2 by its name; NO_COLOR or LANG=C: no posters at all, and nothing asked", arguments: [
        (["TERM_PROGRAM": "iTerm.app"], PosterDrawing?.some(.image(.iterm, cell: .usual))),
        (["TERM_PROGRAM": "iTerm.app", "NO_COLOR": "1"], nil),
        (["TERM_PROGRAM": "iTerm.app", "LANG": "C"], nil),
        (["KITTY_WINDOW_ID": "1", "LC_ALL": "C"], nil),
    ])
    func namedOrNone(variables: [String: String], drawing: PosterDrawing?) throws {
        let pty = Self.rawTerminal()
        let environment = Self.unicode.merging(["TERM": "xterm-256color"]) { $1 }.merging(variables) { $1 }
        let session = try TerminalSession.open(input: pty.terminal, output: pty.terminal, environment: environment, posters: PosterRequest(choice: .auto))
        defer {
            session.close()
            // The session set the character set from `environment`: this process's own again for the other tests.
            setlocale(LC_CTYPE, "")
        }
        #expect(session.graphics?.decided == drawing)
        session.renderer.draw(Self.frame("Ran (1985)", images: [Self.image(.iterm, id: 5)]))
        let written = Self.text(pty.drain())
        #expect(written.contains("<image 5>") == (drawing != nil))
        #expect(!written.contains("\u{1B}[c"))
    }

    @Test("an answer is kept for the terminal its variables name, and the next game there asks nothing; one known by TERM alone (as over ssh) is asked every time")
    func keptAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-answers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = TerminalAnswersFile(url: folder.appendingPathComponent(TerminalAnswersFile.fileName))
        let sixel = PosterDrawing.image(.sixel, cell: .usual)
        func game(_ variables: [String: String], answering: Bool) throws -> (PosterDrawing?, asked: Bool) {
            let pty = Self.rawTerminal()
            if answering { pty.type("\u{1B}[?62;4c") }
            let session = try TerminalSession.open(
                input: pty.terminal, output: pty.terminal, environment: Self.unicode.merging(variables) { $1 },
                posters: PosterRequest(choice: .auto, answers: file))
            defer { session.close() }
            return (session.graphics?.decided, Self.text(pty.drain()).contains("\u{1B}[c"))
        }

        let xterm = ["TERM": "xterm-256color", "SSH_TTY": "/dev/pts/3"]
        #expect(try game(xterm, answering: true) == (sixel, true))
        #expect(!FileManager.default.fileExists(atPath: file.url.path), "TERM alone names no one terminal: nothing kept")
        #expect(try game(xterm, answering: false) == (nil, true), "asked again")

        let vte = ["TERM": "xterm-256color", "VTE_VERSION": "7600"]
        #expect(try game(vte, answering: true) == (sixel, true))
        #expect(try game(vte, answering: false) == (sixel, false), "the kept answer, nothing asked")
        #expect(try game(vte.merging(["VTE_VERSION": "6800"]) { $1 }, answering: false) == (nil, true), "another version is another terminal")
    }
}
