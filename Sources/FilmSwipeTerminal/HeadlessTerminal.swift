import CNcursesw
import FilmSwipeCells
import Glibc

/// An ncurses screen that writes to a temporary file instead of a terminal, with the game's real
/// `BufferRenderer`: for benchmarks that time drawing and count the bytes a frame would send.
///
/// ncurses has one current screen per process: open one headless terminal at a time, never while
/// a `TerminalSession` is open, and `close()` it when done.
@MainActor
public final class HeadlessTerminal {
    /// Copies buffers to this screen, exactly as the game's session does.
    public let renderer: BufferRenderer
    private let path: String
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var isOpen = true

    /// An xterm-256color screen of `width` × `height` cells drawn in `colorMode`, as the game sets one up.
    public init(width: Int, height: Int, colorMode: ColorMode = .twoHundredFiftySix) throws(TerminalSessionError) {
        // In the C locale ncursesw writes blanks for every non-ASCII character.
        setlocale(LC_ALL, "C.UTF-8")
        var template = Array("/tmp/filmswipe-headless-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw .setupFailed("cannot create a temporary file: \(String(cString: strerror(errno)))") }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard let output = fdopen(fd, "w"), let input = fopen("/dev/null", "r") else {
            Glibc.close(fd)
            unlink(path)
            throw .setupFailed("cannot open \(path) or /dev/null: \(String(cString: strerror(errno)))")
        }
        guard let screen = newterm("xterm-256color", output, input) else {
            fclose(output)
            fclose(input)
            unlink(path)
            throw .unknownTerm("xterm-256color")
        }
        self.path = path
        self.output = output
        self.input = input
        self.screen = screen
        resizeterm(Int32(height), Int32(width))
        if colorMode != .none {
            start_color()
            use_default_colors()
        }
        // Like TerminalSession: spend ncurses' first-refresh clear now, so frames cost what they do in the game.
        wrefresh(fs_stdscr())
        renderer = BufferRenderer(colorMode: colorMode)
    }

    /// Bytes ncurses has written to the file so far (the setup included).
    public var bytesWritten: Int {
        fflush(output)
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    /// Ends the ncurses screen and removes the file.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        unlink(path)
    }
}
