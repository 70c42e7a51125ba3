import FilmSwipeMovieLens
import Foundation
import Synchronization

/// Shows a MovieLens build going, on standard error: on a terminal, one bar per step redrawn in place, with the time
/// the step has taken; elsewhere (a log, a pipe), a plain line every tenth of a step.
final class BuildProgressDisplay: Sendable {
    private struct State {
        var step: BuildMonitor.Step?
        var stepStarted = Date()
        var lastDraw = Date.distantPast
        var tenth = -1
    }

    private let isTerminal: Bool
    private let state = Mutex(State())

    /// A display on standard error, as a bar when it is a terminal.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isTerminal = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// Shows that `step` is `fraction` done.
    func show(_ step: BuildMonitor.Step, _ fraction: Double) {
        let now = Date()
        let text: String? = state.withLock { state in
            var prefix = ""
            if state.step != step {
                // A new step's bar starts on a line of its own, leaving the last one as it ended.
                if state.step != nil, isTerminal { prefix = "\n" }
                state.step = step
                state.stepStarted = now
                state.tenth = -1
                state.lastDraw = .distantPast
            }
            let seconds = Int(now.timeIntervalSince(state.stepStarted))
            let percent = Int(fraction * 100)
            if isTerminal {
                // At most ten redraws a second: the model step reports from both cores thousands of times.
                guard fraction >= 1 || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return nil }
                state.lastDraw = now
                let width = 30, filled = Int(fraction * Double(width))
                let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
                return prefix + "\r\u{1B}[2K\(step.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) [\(bar)] \(percent)% \(seconds) s"
            }
            let tenth = Int(fraction * 10)
            guard tenth != state.tenth else { return nil }
            state.tenth = tenth
            return "\(step.rawValue): \(percent)% (\(seconds) s)\n"
        }
        if let text { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Ends the last bar's line, so what follows starts on a line of its own.
    func finish() {
        let drawn = state.withLock { $0.step != nil }
        if drawn, isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
