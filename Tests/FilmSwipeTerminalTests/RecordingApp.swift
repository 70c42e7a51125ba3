import FilmSwipeTerminal
import FilmSwipeCells

/// A `TerminalApp` that records what it is given; `q` quits, `a` animates for three ticks.
@MainActor
final class RecordingApp: TerminalApp {
    private(set) var events: [InputEvent] = []
    private(set) var ticks: [Double] = []
    private(set) var renders = 0
    private(set) var lastArea: Rect?
    private var ticksLeft = 0
    var wantsToQuit = false
    var isAnimating: Bool { ticksLeft > 0 }

    func render(into buffer: inout Buffer, area: Rect) {
        renders += 1
        lastArea = area
        buffer.write("events: \(events.count) ticks: \(ticks.count)", x: 0, y: 0)
    }

    func handle(_ event: InputEvent) {
        events.append(event)
        if event == .key(.char("q")) { wantsToQuit = true }
        if event == .key(.char("a")) { ticksLeft = 3 }
    }

    func tick(now: Double) {
        ticks.append(now)
        ticksLeft -= 1
    }
}
