/// Why the terminal could not be opened; reported before anything is written to it.
public enum TerminalSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Standard input or output is a file or pipe instead of a terminal.
    case notATerminal(stdinIsTerminal: Bool, stdoutIsTerminal: Bool)
    /// `TERM` is missing or empty.
    case termNotSet
    /// ncurses knows no terminal description for `TERM`.
    case unknownTerm(String)
    /// The terminal `TERM` describes cannot address the cursor (such as `dumb`).
    case cannotMoveCursor(String)
    /// The operating system refused something the session needs (a pipe, the terminal's mode).
    case setupFailed(String)

    /// A message for the player that names the cause and the way out.
    public var description: String {
        switch self {
        case let .notATerminal(stdinIsTerminal, stdoutIsTerminal):
            let which: String
            switch (stdinIsTerminal, stdoutIsTerminal) {
            case (false, false): which = "standard input and standard output are not a terminal"
            case (false, _): which = "standard input is not a terminal"
            default: which = "standard output is not a terminal"
            }
            return "\(which): FilmSwipe is an interactive game; run it in a terminal without redirecting its input or output"
        case .termNotSet:
            return "TERM is not set: FilmSwipe needs a terminal type such as xterm-256color (try TERM=xterm-256color)"
        case let .unknownTerm(term):
            return "TERM='\(term)' is not a terminal type this machine knows: set TERM to one listed by `toe -a`, such as xterm-256color"
        case let .cannotMoveCursor(term):
            return "TERM='\(term)' describes a terminal that cannot move the cursor: FilmSwipe needs a full-screen terminal type such as xterm-256color"
        case let .setupFailed(reason):
            return "cannot prepare the terminal: \(reason)"
        }
    }
}
