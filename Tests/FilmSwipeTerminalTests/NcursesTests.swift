import CNcursesw
import Dispatch
@testable import FilmSwipeTerminal
import FilmSwipeCells
import Glibc
import Testing

/// Everything that touches ncurses, which is process-wide state: one suite, one test at a time.
@Suite(.serialized) @MainActor struct NcursesTests {
    // MARK: Renderer

    @Test func drawsAsciiWideAndStyledCells() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix)
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("Hello, FilmSwipe", x: 0, y: 0)
        buffer.write("東京物語 (1953)", x: 2, y: 1)
        buffer.write("Bold", x: 4, y: 2, style: Style(foreground: .red, background: .blue, bold: true))
        renderer.draw(buffer)

        #expect(screen.text(row: 0).hasPrefix("Hello, FilmSwipe "))
        #expect(screen.text(row: 1).hasPrefix("  東京物語 (1953) "))
        let styled = screen.cell(x: 4, y: 2)
        #expect(styled.text == "B")
        #expect(styled.attributes & fs_a_bold() != 0)
        #expect(screen.colors(ofPair: styled.pair) == (Int16(COLOR_RED), Int16(COLOR_BLUE)))
        let plain = screen.cell(x: 0, y: 0)
        #expect(plain.pair == 0)
        #expect(plain.attributes & fs_a_bold() == 0)
    }

    @Test("in a LANG=C terminal accented letters are drawn without their accent, not as '?', and the columns hold")
    func asciiLocaleTransliterates() {
        let screen = HeadlessScreen(locale: "C")
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix)
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("Léon (1994) · Napoléon", x: 0, y: 0)
        buffer.write("Amélie|", x: 0, y: 1)
        buffer.write("東京|", x: 0, y: 2)
        renderer.draw(buffer)

        #expect(screen.text(row: 0).hasPrefix("Leon (1994) - Napoleon "), "\(screen.text(row: 0))")
        #expect(screen.text(row: 1).hasPrefix("Amelie| "), "\(screen.text(row: 1))")
        // A wide character has no ASCII letter: a stand-in and a blank keep what follows in its column.
        #expect(screen.text(row: 2).hasPrefix("? ? | "), "\(screen.text(row: 2))")
    }

    @Test func unchangedFrameSendsNothingAndChangedCellLittle() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix)
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("Hello 東京物語", x: 0, y: 0)
        buffer.write("status line", x: 0, y: 23, style: Style(reverse: true))
        renderer.draw(buffer)
        let afterFirst = screen.bytesWritten
        #expect(afterFirst > 0)

        renderer.draw(buffer)
        #expect(screen.bytesWritten == afterFirst)
        #expect(renderer.stats.framesSkipped == 1)
        #expect(renderer.stats.framesDrawn == 1)

        buffer.write("J", x: 0, y: 0)
        renderer.draw(buffer)
        let sent = screen.bytesWritten - afterFirst
        #expect(sent > 0 && sent < 24, "changing one cell sent \(sent) bytes")
        #expect(screen.text(row: 0).hasPrefix("Jello 東京物語"))
        #expect(renderer.stats.rowsCopied == 24 + 1)
    }

    @Test func narrowCellOverHalfOfAWideOneKeepsTheRowAligned() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix)
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("東京物語|", x: 0, y: 0)
        renderer.draw(buffer)
        buffer.write("X", x: 1, y: 0)
        buffer.write("Y", x: 4, y: 0)
        renderer.draw(buffer)
        #expect(screen.text(row: 0).hasPrefix(" X京Y 語|"))
        #expect(screen.cell(x: 8, y: 0).text == "|")
    }

    @Test func sizeChangeClearsAndRedrawsEverything() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix)
        var large = Buffer(width: 80, height: 24)
        large.write(String(repeating: "x", count: 80), x: 0, y: 5)
        renderer.draw(large)
        resizeterm(12, 40)
        var small = Buffer(width: 40, height: 12)
        small.write("small", x: 0, y: 0)
        renderer.draw(small)
        #expect(screen.text(row: 0) == "small" + String(repeating: " ", count: 35))
        #expect(screen.text(row: 5) == String(repeating: " ", count: 40))
        #expect(renderer.stats.framesDrawn == 2)
        #expect(renderer.stats.rowsCopied == 24 + 12)
    }

    @Test func eightColourAndMonochromeFallbacks() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("gray", x: 0, y: 0, style: Style(foreground: .gray))
        buffer.write("green", x: 0, y: 1, style: Style(foreground: .green))
        buffer.write("stamp", x: 0, y: 2, style: Style(foreground: .black, background: .green))

        BufferRenderer(colorMode: .twoHundredFiftySix).draw(buffer)
        #expect(screen.colors(ofPair: screen.cell(x: 0, y: 0).pair) == (8, -1))
        #expect(screen.cell(x: 0, y: 0).attributes & fs_a_dim() == 0)

        let eight = HeadlessScreen()  // a fresh screen, so pairs are allocated again
        BufferRenderer(colorMode: .eight).draw(buffer)
        let gray = eight.cell(x: 0, y: 0)
        #expect(eight.colors(ofPair: gray.pair) == (Int16(COLOR_WHITE), -1))
        #expect(gray.attributes & fs_a_dim() != 0)
        eight.close()

        let mono = HeadlessScreen(colors: false)
        BufferRenderer(colorMode: .none).draw(buffer)
        #expect(mono.cell(x: 0, y: 0).pair == 0)
        #expect(mono.cell(x: 0, y: 0).attributes & fs_a_dim() != 0)
        #expect(mono.cell(x: 0, y: 1).pair == 0)
        #expect(mono.cell(x: 0, y: 1).attributes & fs_a_reverse() == 0)
        #expect(mono.cell(x: 0, y: 2).attributes & fs_a_reverse() != 0, "a stamp without colours stands out in reverse video")
        mono.close()
    }

    @Test("a poster's palette and 24-bit colours get pairs of their own in a 256-colour terminal, the terminal's own in fewer")
    func pictureColours() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        var buffer = Buffer(width: 80, height: 24)
        buffer.write("▀", x: 0, y: 0, style: Style(foreground: .indexed(196), background: .indexed(21)))
        buffer.write("▄", x: 1, y: 0, style: Style(foreground: .rgb(red: 255, green: 0, blue: 0), background: .rgb(red: 128, green: 128, blue: 128)))
        BufferRenderer(colorMode: .twoHundredFiftySix).draw(buffer)
        #expect(screen.colors(ofPair: screen.cell(x: 0, y: 0).pair) == (196, 21))
        #expect(screen.colors(ofPair: screen.cell(x: 1, y: 0).pair) == (196, 244), "the nearest of the cube and the grays")

        let eight = HeadlessScreen()
        BufferRenderer(colorMode: .eight).draw(buffer)
        #expect(eight.cell(x: 0, y: 0).pair == 0)
        eight.close()
    }

    @Test("when the colour pairs run out they are defined afresh and the whole frame copied again: every cell keeps its colours")
    func pairsRunOut() {
        let screen = HeadlessScreen()
        defer { screen.close() }
        let renderer = BufferRenderer(colorMode: .twoHundredFiftySix, colourPairs: 8)
        func frame(_ first: Int) -> Buffer {
            var buffer = Buffer(width: 80, height: 24)
            for index in 0..<6 {
                buffer.write("▀", x: index, y: 0, style: Style(foreground: .indexed(UInt8(first + index)), background: .indexed(16)))
            }
            buffer.write("stamp", x: 0, y: 1, style: Style(foreground: .black, background: .green))
            return buffer
        }
        renderer.draw(frame(100))
        #expect(renderer.stats.paletteResets == 0)
        let next = frame(200)
        renderer.draw(next)
        #expect(renderer.stats.paletteResets == 1)
        for x in 0..<6 {
            #expect(screen.colors(ofPair: screen.cell(x: Int32(x), y: 0).pair) == (Int16(200 + x), 16))
        }
        #expect(screen.colors(ofPair: screen.cell(x: 0, y: 1).pair) == (Int16(COLOR_BLACK), Int16(COLOR_GREEN)))
    }

    // MARK: Session

    @Test func refusesAnInputThatIsNotATerminal() {
        let pty = PseudoTerminal()
        var fds: [Int32] = [-1, -1]
        pipe(&fds)
        defer { close(fds[0]); close(fds[1]) }
        #expect(throws: TerminalSessionError.notATerminal(stdinIsTerminal: false, stdoutIsTerminal: true)) {
            try TerminalSession.open(input: fds[0], output: pty.terminal, environment: ["TERM": "xterm-256color"])
        }
        #expect(pty.drain().isEmpty)
    }

    @Test(arguments: [
        ([:], TerminalSessionError.termNotSet),
        (["TERM": ""], .termNotSet),
        (["TERM": "foo"], .unknownTerm("foo")),
        (["TERM": "dumb"], .cannotMoveCursor("dumb")),
    ])
    func refusesMissingOrUnusableTerm(environment: [String: String], error: TerminalSessionError) {
        let pty = PseudoTerminal()
        let modes = pty.localModes
        let interrupt = Self.handler(for: SIGINT)
        #expect(throws: error) {
            try TerminalSession.open(input: pty.terminal, output: pty.terminal, environment: environment)
        }
        #expect(pty.drain().isEmpty, "nothing may reach the terminal before the checks pass")
        #expect(pty.localModes == modes)
        #expect(Self.handler(for: SIGINT) == interrupt)
    }

    @Test func closeRestoresTheTerminalAndTheSignalHandlers() throws {
        let pty = PseudoTerminal()
        let modes = pty.localModes
        let signals = TerminalSignals.relayed + TerminalSignals.fatal
        let handlers = signals.map(Self.handler(for:))
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color"])
        #expect(pty.localModes & tcflag_t(ICANON) == 0)
        #expect(pty.localModes & tcflag_t(ECHO) == 0)
        #expect(session.colorMode == .twoHundredFiftySix)
        #expect(session.bounds == Rect(x: 0, y: 0, width: 80, height: 24))
        let opened = String(decoding: pty.drain(), as: UTF8.self)
        #expect(opened.contains("\u{1B}[?1002h"), "drag reporting is switched on")

        session.close()
        #expect(pty.localModes == modes)
        let closed = String(decoding: pty.drain(), as: UTF8.self)
        #expect(closed.contains("\u{1B}[?1002l"))
        #expect(closed.contains("\u{1B}[?1049l"), "the alternate screen is left")
        #expect(signals.map(Self.handler(for:)) == handlers)
    }

    @Test func noColorTurnsColoursOff() throws {
        let pty = PseudoTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(session.colorMode == .none)
        session.close()
        let empty = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        #expect(empty.colorMode == .twoHundredFiftySix)
        empty.close()
        let eight = try TerminalSession.open(input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm"])
        #expect(eight.colorMode == .eight)
        eight.close()
    }

    // MARK: Run loop

    @Test func runLoopDeliversKeysTicksWhileAnimatingAndQuits() async throws {
        let pty = PseudoTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color"])
        defer { session.close() }
        let app = RecordingApp()
        pty.type("\u{1B}OA\u{1B}[1;2Ax\r")
        pty.type("a")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { pty.type("q") }
        let exit = await TerminalRunLoop(session: session).runAsync(app)
        #expect(exit == .quit)
        #expect(app.events == [
            .key(.up), .key(.shiftUp), .key(.char("x")), .key(.enter), .key(.char("a")), .key(.char("q")),
        ])
        #expect(app.ticks.count == 3)
        #expect(zip(app.ticks, app.ticks.dropFirst()).allSatisfy { $0 < $1 })
        #expect(session.frameStats.framesDrawn >= 2)
        _ = pty.drain()
    }

    @Test func quitSignalEndsTheRun() async throws {
        let pty = PseudoTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color"])
        defer { session.close() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { _ = kill(getpid(), SIGINT) }
        let exit = await TerminalRunLoop(session: session).runAsync(RecordingApp())
        #expect(exit == .signal(SIGINT))
        #expect(exit.status == 130)
    }

    @Test func windowChangeBecomesOneResizeEvent() async throws {
        let pty = PseudoTerminal()
        let session = try TerminalSession.open(
            input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color"])
        defer { session.close() }
        let app = RecordingApp()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            pty.resize(rows: 12, columns: 40)
            _ = kill(getpid(), SIGWINCH)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { pty.type("q") }
        let exit = await TerminalRunLoop(session: session).runAsync(app)
        #expect(exit == .quit)
        #expect(app.events == [.resize(width: 40, height: 12), .key(.char("q"))])
        #expect(app.lastArea == Rect(x: 0, y: 0, width: 40, height: 12))
    }

    private static func handler(for signo: Int32) -> Int {
        var action = sigaction()
        sigaction(signo, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }
}
