/// A module's view as the run loop sees it: it draws itself and takes the player's input.
@MainActor
public protocol Screen: AnyObject {
    /// Draws the current state into `buffer` within `area`.
    func render(into buffer: inout Buffer, area: Rect)
    /// Handles one input event.
    func handle(_ event: InputEvent)
    /// Whether the screen covers the whole area (false for a dialog drawn over the screen below).
    var isOpaque: Bool { get }
    /// Whether the screen is animating and wants `tick` calls.
    var isAnimating: Bool { get }
    /// Advances animations to `now` (seconds on a monotonic clock).
    func tick(now: Double)
    /// The screen now over this one and taking the input, or nil: this one then offers no keys of its own, and a
    /// dialog's keys show on its bottom line.
    func setCovered(by cover: Screen?)
    /// The keys this screen answers now, as a bottom line offers them; a dialog has no bottom line of its own, so the
    /// screen below shows them for it.
    var legend: [KeyBinding] { get }
}

public extension Screen {
    var isOpaque: Bool { true }
    var isAnimating: Bool { false }
    func tick(now: Double) {}
    func setCovered(by cover: Screen?) {}
    var legend: [KeyBinding] { [] }
}
