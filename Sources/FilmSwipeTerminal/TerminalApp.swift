import FilmSwipeCells

/// What `TerminalRunLoop` drives: it draws the whole terminal, takes input and animates on request.
@MainActor
public protocol TerminalApp: AnyObject {
    /// Draws the current state into `buffer`; `area` is the whole terminal.
    func render(into buffer: inout Buffer, area: Rect)
    /// Handles one decoded input event.
    func handle(_ event: InputEvent)
    /// Whether the app wants `tick` calls; the timer runs only while this is true.
    var isAnimating: Bool { get }
    /// Advances animations to `now`, in seconds on a monotonic clock.
    func tick(now: Double)
    /// Whether the run loop should stop and hand control back.
    var wantsToQuit: Bool { get }
}
