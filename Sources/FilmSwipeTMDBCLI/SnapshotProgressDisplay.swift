import FilmSwipeTMDB
import Foundation
import Synchronization

/// Shows a snapshot fetch going: on a terminal, a bar redrawn in place on standard error; elsewhere (a log, a pipe),
/// a plain line every tenth of the way.
final class SnapshotProgressDisplay: Sendable {
    private struct State {
        var lastDraw: Date = .distantPast
        var tenths: [String: Int] = [:]
        var fetchStart: (time: Date, done: Int)?
        var barShown = false
        var barLabel = ""
    }

    private let isTerminal: Bool
    private let unicode: Bool
    private let state = Mutex(State())

    /// A display on standard error, as a bar when it is a terminal.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isTerminal = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        unicode = locale.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
    }

    /// Shows `event`.
    func show(_ event: SnapshotFetchEvent) {
        switch event {
        case let .beginning(films, region):
            say("Fetching the \(Self.count(films)) most popular films on TMDB, with their details for \(region).")
        case let .resuming(have, films, region):
            // The plain lines go on from the tenth already reached, rather than saying it again.
            state.withLock { $0.tenths["Films"] = have * 10 / max(1, films) }
            say("Going on with the unfinished snapshot for \(region): \(Self.count(have)) of \(Self.count(films)) films fetched already.")
        case let .refreshing(kept, films, region, previous):
            let change = previous == region ? "" : " (it was for \(previous))"
            say("Refreshing the snapshot\(change): \(Self.count(films)) films for \(region); the \(Self.count(kept)) kept are replaced as new ones come, and play meanwhile.")
        case let .redecoded(films):
            say("Read the \(Self.count(films)) films kept again with this version's decoding.")
        case let .listed(page, pages):
            progress(done: page, of: pages, label: "Ranking", unit: "pages", timed: false)
        case let .fetched(done, films):
            progress(done: done, of: films, label: "Films", unit: "films", timed: true)
        }
    }

    /// Ends the bar's line, so what follows starts on a line of its own.
    func finish() {
        let shown = state.withLock { state in
            defer { state.barShown = false }
            return state.barShown
        }
        if shown { write("\n") }
    }

    private func progress(done: Int, of total: Int, label: String, unit: String, timed: Bool) {
        let total = max(total, done, 1)
        let now = Date()
        let line: String? = state.withLock { state in
            if timed, state.fetchStart == nil { state.fetchStart = (now, done) }
            let left = timed ? Self.timeLeft(done: done, total: total, since: state.fetchStart, now: now) : ""
            if isTerminal {
                // A redraw at most ten times a second: thousands of films would otherwise flood a slow terminal.
                guard done == total || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return nil }
                // A new bar starts on a line of its own, leaving the last one as it ended.
                let newLine = state.barShown && state.barLabel != label ? "\n" : ""
                state.lastDraw = now
                state.barShown = true
                state.barLabel = label
                return newLine + "\r\u{1B}[2K" + bar(label: label, done: done, total: total, unit: unit, left: left)
            }
            let tenth = done * 10 / total
            guard state.tenths[label] != tenth else { return nil }
            state.tenths[label] = tenth
            return "\(label): \(Self.count(done)) of \(Self.count(total)) \(unit) (\(done * 100 / total)%)\(left)\n"
        }
        if let line { write(line) }
    }

    private func bar(label: String, done: Int, total: Int, unit: String, left: String) -> String {
        let text = " \(Self.count(done))/\(Self.count(total)) \(unit) \(done * 100 / total)%\(left)"
        let width = max(10, min(40, Self.columns() - label.count - text.count - 4))
        let filled = width * done / total
        let (full, empty) = unicode ? ("█", "░") : ("#", "-")
        // Both bars' labels take the longer one's width, so the bars line up.
        return "\(label.padding(toLength: 7, withPad: " ", startingAt: 0)) [\(String(repeating: full, count: filled))\(String(repeating: empty, count: width - filled))]\(text)"
    }

    private func say(_ text: String) {
        finish()
        write(text + "\n")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    // From the films fetched since this program began, once there are enough to say.
    private static func timeLeft(done: Int, total: Int, since start: (time: Date, done: Int)?, now: Date) -> String {
        guard let start, done - start.done >= 10, done < total else { return "" }
        let perSecond = Double(done - start.done) / max(0.001, now.timeIntervalSince(start.time))
        let seconds = Int(Double(total - done) / perSecond)
        return seconds >= 90 ? ", about \(seconds / 60) min left" : ", about \(max(1, seconds)) s left"
    }

    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// `number` with thousands separated: 5,000.
    static func count(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
