import CNcursesw
import Dispatch
import FilmSwipeCells
import Foundation
import Glibc

/// The terminal while FilmSwipe owns it: ncurses set up for raw-ish input, mouse and colours, with
/// the terminal restored on `close()`, on quit signals and on crashes.
@MainActor
public final class TerminalSession {
    /// Whether the locale's character set is UTF-8; when false, views should draw ASCII only.
    public let supportsUnicode: Bool
    /// The colours the renderer uses.
    public let colorMode: ColorMode
    /// Copies buffers to the screen.
    let renderer: BufferRenderer
    /// Decodes what ncurses reads, including this terminal's extended keys.
    let decoder: InputDecoder
    /// Whether `close()` has not been called yet.
    public private(set) var isOpen = true
    /// How posters are drawn here, once known; nil when there are none (turned off, or no colours or Unicode).
    public let graphics: TerminalGraphics?

    let inputFD: Int32
    let signals: TerminalSignals
    private let outputFD: Int32
    private let screen: OpaquePointer
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let savedMode: termios?

    // Mode 1002 reports motion while a button is held; ncurses itself only asks for clicks (1000).
    private static let dragReportingOn = "\u{1B}[?1002h"
    private static let dragReportingOff = "\u{1B}[?1002l"

    /// Takes over the terminal on `input`/`output`.
    ///
    /// Throws, before writing anything, when either is not a terminal or `TERM` is missing, unknown or
    /// cannot move the cursor; the caller prints the error's `description` and exits with status 2.
    /// `colours` false turns colours off; nil leaves it to `NO_COLOR` (set and non-empty: off). With `posters`, the
    /// session finds out how the terminal draws them (`graphics`), asking it before the first frame if need be. Only one
    /// session can be open at a time.
    public static func open(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        environment: [String: String] = TerminalSession.processEnvironment(),
        colours: Bool? = nil,
        posters: PosterRequest? = nil
    ) throws(TerminalSessionError) -> TerminalSession {
        let stdinIsTerminal = isatty(input) == 1, stdoutIsTerminal = isatty(output) == 1
        guard stdinIsTerminal, stdoutIsTerminal else {
            throw .notATerminal(stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal)
        }
        guard let term = environment["TERM"], !term.isEmpty else { throw .termNotSet }
        let noColor = !(colours ?? (environment["NO_COLOR"] ?? "").isEmpty)
        return try TerminalSession(input: input, output: output, term: term, noColor: noColor, environment: environment, posters: posters)
    }

    private init(
        input: Int32, output: Int32, term: String, noColor: Bool, environment: [String: String], posters: PosterRequest?
    ) throws(TerminalSessionError) {
        // In the C locale ncursesw prints blanks for every non-ASCII character. The character set is the environment's
        // given (LANG=C in it means no Unicode, whatever this process has), by the precedence setlocale("") follows.
        setlocale(LC_ALL, "")
        let characters = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let characters, setlocale(LC_CTYPE, characters) == nil { setlocale(LC_CTYPE, "C") }
        supportsUnicode = fs_locale_codeset().map { String(cString: $0) } == "UTF-8"

        var mode = termios()
        savedMode = tcgetattr(input, &mode) == 0 ? mode : nil
        // Before newterm: ncurses installs its own handlers (which _exit) only where none is set.
        signals = try TerminalSignals(terminalFD: output, savedMode: savedMode)

        let inputCopy = dup(input), outputCopy = dup(output)
        guard inputCopy >= 0, outputCopy >= 0,
              let inputFile = fdopen(inputCopy, "r"), let outputFile = fdopen(outputCopy, "w")
        else {
            signals.uninstall()
            throw .setupFailed("cannot open the terminal's file descriptors: \(String(cString: strerror(errno)))")
        }
        // newterm, unlike initscr, returns nil for an unknown TERM instead of exiting, and writes nothing.
        guard let screen = newterm(term, outputFile, inputFile) else {
            fclose(inputFile)
            fclose(outputFile)
            signals.uninstall()
            throw .unknownTerm(term)
        }
        // Still nothing written: ncurses sends its setup with the first refresh.
        guard Self.capability("cup") != nil else {
            delscreen(screen)
            fclose(inputFile)
            fclose(outputFile)
            // newterm already changed the terminal's mode (output post-processing among others).
            if var mode = savedMode { tcsetattr(output, TCSANOW, &mode) }
            signals.uninstall()
            throw .cannotMoveCursor(term)
        }
        self.screen = screen
        self.inputFile = inputFile
        self.outputFile = outputFile
        inputFD = inputCopy
        outputFD = outputCopy

        let window = fs_stdscr()
        cbreak()  // not raw(): Ctrl-C, Ctrl-Z and Ctrl-\ keep sending their signals
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)  // the run loop drains input only when the read source says there is some
        leaveok(window, true)
        set_escdelay(25)
        curs_set(0)

        if !noColor, has_colors() {
            start_color()
            use_default_colors()
            colorMode = fs_colors() >= 256 ? .twoHundredFiftySix : .eight
        } else {
            colorMode = .none
        }
        renderer = BufferRenderer(colorMode: colorMode)

        mousemask(fs_all_mouse_events() | fs_report_mouse_position(), nil)
        mouseinterval(0)  // no click detection delay: presses and releases arrive as they happen

        decoder = InputDecoder(extendedKeys: Self.extendedKeys())
        signals.setRestoreBytes(Self.restoreBytes())
        // The terminal keeps the last mouse mode it was told, so 1002 must follow ncurses' 1000, which
        // sits in ncurses' output buffer until a refresh (putp would go through C's stdout instead).
        // Refreshing stdscr here also spends its first-refresh clear, so the first frame does not clear again.
        wrefresh(window)
        // Asked on the alternate screen, so a terminal that prints a question it does not know prints it there.
        let (colours, unicode) = (colorMode == .twoHundredFiftySix, supportsUnicode)
        graphics = posters.flatMap {
            Self.findGraphics($0, environment: environment, colours: colours, unicode: unicode, input: inputCopy, output: outputCopy)
        }
        writeToTerminal(Self.dragReportingOn)
        if let graphics {
            let install = { [renderer] (drawing: PosterDrawing) in
                guard case let .image(imageProtocol, _) = drawing else { return }
                renderer.images = ImageLayer(imageProtocol: imageProtocol, tmux: graphics.tmux) { TerminalOutput.write($0, to: outputCopy) }
            }
            if let decided = graphics.decided { install(decided) } else { graphics.whenDecided = install }
        }
    }

    /// How posters are drawn in this terminal for `request`: decided from the player's choice and the terminal's
    /// variables (tmux's, inside tmux), from its answer kept from an earlier game, or by asking it now (waiting one frame
    /// for its answer, and taking a later one as it comes); nil for no posters.
    private static func findGraphics(
        _ request: PosterRequest, environment: [String: String], colours: Bool, unicode: Bool, input: Int32, output: Int32
    ) -> TerminalGraphics? {
        let identity = TerminalClues.identity(environment)
        let windowCell = TerminalGraphics.windowCell(of: output)
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        let tmux = inTmux && request.choice != .off && request.choice != .symbols && colours && unicode ? TmuxPane.read(environment: environment) : nil
        let plan = PosterPlan.plan(
            request.choice, environment: environment, colours: colours, unicode: unicode, tmux: tmux, cell: windowCell,
            kept: identity.flatMap { request.answers?.answer(for: $0) }
        )
        switch plan {
        case .none:
            return nil
        case let .decided(drawing, tmux):
            return TerminalGraphics(decided: drawing, tmux: tmux, identity: identity ?? "", answers: nil, windowCell: windowCell)
        case .ask:
            // A terminal known by its TERM alone keeps no answer (another terminal may say the same TERM next time).
            let answers = identity == nil ? nil : request.answers
            let graphics = TerminalGraphics(decided: nil, tmux: nil, identity: identity ?? "", answers: answers, windowCell: windowCell)
            graphics.take(TerminalGraphics.ask(input: input, output: output, milliseconds: TerminalGraphics.firstFrameWait))
            if graphics.decided == nil {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(TerminalGraphics.lateAnswerLimit)) {
                    MainActor.assumeIsolated { graphics.giveUp() }
                }
            }
            return graphics
        }
    }

    /// Takes the terminal's late replies to the questions about images, read among the keys.
    func take(_ replies: [TerminalReply]) {
        graphics?.take(replies)
    }

    /// This process's environment, which `open` reads: `TERM`, `NO_COLOR`, and what terminals say of themselves
    /// (`TERM_PROGRAM`, `KITTY_WINDOW_ID`, `TMUX`, …) for posters.
    public nonisolated static func processEnvironment() -> [String: String] {
        ProcessInfo.processInfo.environment
    }

    /// The terminal's size in cells.
    public var bounds: Rect {
        guard let window = fs_stdscr() else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: 0, y: 0, width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Counters from the renderer, for benchmarks.
    public var frameStats: FrameStats { renderer.stats }

    /// Restores the terminal (mode, screen, cursor, mouse) and the previous signal handlers.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        renderer.images?.clear()
        writeToTerminal(Self.dragReportingOff)
        endwin()
        delscreen(screen)
        fclose(inputFile)
        fclose(outputFile)
        // endwin restores the mode ncurses saved; the one saved before newterm is the user's for sure.
        if var mode = savedMode { tcsetattr(outputFD, TCSANOW, &mode) }
        signals.uninstall()
    }

    /// Reads everything ncurses has for us without blocking.
    func readInput() -> [RawInput] {
        guard isOpen, let window = fs_stdscr() else { return [] }
        var inputs: [RawInput] = []
        var character: wint_t = 0
        // Bounded so a terminal that keeps reporting input cannot hold the main thread forever.
        for _ in 0..<4096 {
            let result = wget_wch(window, &character)
            if result == ERR { break }
            guard result == KEY_CODE_YES else {
                inputs.append(.character(UInt32(character)))
                continue
            }
            switch Int32(character) {
            case KEY_MOUSE:
                var event = MEVENT()
                if getmouse(&event) == OK {
                    inputs.append(.mouse(MouseReport(x: Int(event.x), y: Int(event.y), buttons: UInt32(event.bstate))))
                }
            case KEY_RESIZE:
                let size = bounds
                inputs.append(.resize(width: size.width, height: size.height))
            case let code:
                inputs.append(.keyCode(code))
            }
        }
        return inputs
    }

    /// Applies a SIGWINCH: our own handler replaced ncurses', so ncurses is told the new size here.
    func applyResize() -> RawInput? {
        guard isOpen else { return nil }
        var size = winsize()
        guard ioctl(outputFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        let (rows, columns) = (Int32(size.ws_row), Int32(size.ws_col))
        guard is_term_resized(rows, columns) else { return nil }
        resizeterm(rows, columns)
        renderer.invalidate()
        return .resize(width: Int(columns), height: Int(rows))
    }

    /// Gives the terminal back, stops the process (Ctrl-Z) and takes the terminal again when continued.
    func suspend() {
        guard isOpen else { return }
        renderer.images?.clear()
        writeToTerminal(Self.dragReportingOff)
        endwin()
        signals.stopProcess()
        // Continued: doupdate restores ncurses' modes (mouse included), then ours goes on top; the
        // screen may show anything by now, so the next frame redraws it all.
        doupdate()
        // Without this ncurses hands out the last key read before the suspend a second time.
        flushinp()
        writeToTerminal(Self.dragReportingOn)
        renderer.invalidate()
    }

    // Bypasses ncurses' output buffer; callers flush it first when the order matters.
    private func writeToTerminal(_ text: String) {
        TerminalOutput.write(Array(text.utf8), to: outputFD)
    }

    // ncurses gives extended keys (kUP = shift+up, ...) key codes only at run time.
    private static func extendedKeys() -> [Int32: Key] {
        let names: [(String, Key)] = [("kUP", .shiftUp), ("kDN", .shiftDown), ("kLFT", .shiftLeft), ("kRIT", .shiftRight)]
        var keys: [Int32: Key] = [:]
        for (name, key) in names {
            guard let sequence = capability(name) else { continue }
            let code = key_defined(sequence)
            if code > 0 { keys[code] = key }
        }
        return keys
    }

    // What a crash handler writes: reset colours, show the cursor, keypad and mouse off, leave the
    // alternate screen last so the crash report lands on the user's normal screen.
    private static func restoreBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "cnorm", "rmkx"] {
            if let value = capability(name) { bytes += Array(value.utf8) }
        }
        bytes += Array("\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l".utf8)
        if let value = capability("rmcup") { bytes += Array(value.utf8) }
        return bytes
    }

    // A string capability of the current terminal; tigetstr answers nil when absent, -1 when not a string.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), value != UnsafeMutablePointer(bitPattern: -1) else { return nil }
        return String(cString: value)
    }
}
