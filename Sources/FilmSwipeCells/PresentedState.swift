/// The state a presenter last gave its screen; each new one is said to `changes`, so the run loop draws it.
@MainActor
public struct PresentedState<State> {
    /// The state to draw; nil before the first.
    public private(set) var current: State?
    private let changes: ScreenChanges

    /// No state yet; the states to come are said to `changes`.
    public init(changes: ScreenChanges) {
        self.changes = changes
    }

    /// Takes `state` as the one to draw.
    public mutating func present(_ state: State) {
        current = state
        changes.screenDidChange()
    }

    /// Asks for the screen to be drawn again: something of its own changed between the player's keys.
    public func redraw() {
        changes.screenDidChange()
    }
}
