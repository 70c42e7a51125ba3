import Glibc

/// A pseudo-terminal pair: the session under test gets `terminal`, the test plays the user on `user`.
final class PseudoTerminal: Sendable {
    let user: Int32
    let terminal: Int32

    init(rows: UInt16 = 24, columns: UInt16 = 80) {
        var user: Int32 = -1, terminal: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        precondition(openpty(&user, &terminal, nil, nil, &size) == 0, "openpty failed")
        self.user = user
        self.terminal = terminal
        _ = fcntl(user, F_SETFL, fcntl(user, F_GETFL) | O_NONBLOCK)
    }

    /// Everything the session has written so far.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(user, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Types `text` as the user.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(user, $0.baseAddress, $0.count) }
    }

    /// Changes the window size as a terminal emulator would (without the SIGWINCH, which goes to the
    /// terminal's foreground process group, not to this process).
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(user, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's current local mode flags (ICANON, ECHO, ...).
    var localModes: tcflag_t {
        var mode = termios()
        tcgetattr(terminal, &mode)
        return mode.c_lflag
    }

    deinit {
        close(user)
        close(terminal)
    }
}
