import Glibc

/// Why `TerminalRunLoop.run` returned.
public enum TerminalExit: Sendable, Hashable {
    /// The app asked to quit.
    case quit
    /// A quit signal (SIGINT, SIGTERM or SIGHUP) arrived.
    case signal(Int32)
    /// The terminal's input reached end of file (the terminal went away without a SIGHUP).
    case inputClosed

    /// The process exit status for this outcome: 0, or 128 + the signal number as shells report it.
    public var status: Int32 {
        switch self {
        case .quit: return 0
        case let .signal(signo): return 128 + signo
        case .inputClosed: return 128 + SIGHUP
        }
    }
}
