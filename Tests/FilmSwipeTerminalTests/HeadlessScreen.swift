import CNcursesw
import Glibc

/// An ncurses screen that writes to a temporary file instead of a terminal, so tests can read the
/// screen back and count the bytes a frame sends.
@MainActor
final class HeadlessScreen {
    private let path: String
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>

    /// A screen in `locale`: C.UTF-8, as a player's terminal usually is, or "C" to see what a `LANG=C` player sees
    /// (`close()` puts C.UTF-8 back).
    init(lines: Int32 = 24, columns: Int32 = 80, colors: Bool = true, locale: String = "C.UTF-8") {
        // In the C locale ncursesw would blank every non-ASCII character.
        setlocale(LC_ALL, locale)
        var template = Array("/tmp/filmswipe-screen-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        output = fdopen(fd, "w")!
        input = fopen("/dev/null", "r")!
        screen = newterm("xterm-256color", output, input)!
        resizeterm(lines, columns)
        if colors {
            start_color()
            use_default_colors()
        }
    }

    /// Bytes ncurses has written so far.
    var bytesWritten: Int {
        var info = stat()
        stat(path, &info)
        return Int(info.st_size)
    }

    /// The text of row `y` as ncurses holds it, one entry per character (wide ones once).
    func text(row y: Int32) -> String {
        let window = fs_stdscr()
        var cells = [cchar_t](repeating: cchar_t(), count: Int(getmaxx(window)) + 1)
        guard wmove(window, y, 0) == OK else { return "" }
        let count = win_wchnstr(window, &cells, Int32(cells.count - 1))
        guard count != ERR else { return "" }
        var text = ""
        for var cell in cells {
            let (characters, _, _) = Self.read(&cell)
            if characters.isEmpty { break }
            text += characters
        }
        return text
    }

    /// The characters, attributes and colour pair at column `x`, row `y`.
    func cell(x: Int32, y: Int32) -> (text: String, attributes: attr_t, pair: Int16) {
        var cell = cchar_t()
        wmove(fs_stdscr(), y, x)
        win_wch(fs_stdscr(), &cell)
        return Self.read(&cell)
    }

    /// The foreground and background of colour pair `pair`.
    func colors(ofPair pair: Int16) -> (foreground: Int16, background: Int16) {
        var foreground: Int16 = 0, background: Int16 = 0
        pair_content(pair, &foreground, &background)
        return (foreground, background)
    }

    func close() {
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        unlink(path)
        setlocale(LC_ALL, "C.UTF-8")
    }

    private static func read(_ cell: inout cchar_t) -> (String, attr_t, Int16) {
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        guard getcchar(&cell, &characters, &attributes, &pair, nil) != ERR else { return ("", 0, 0) }
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return (String(String.UnicodeScalarView(scalars)), attributes, pair)
    }
}
