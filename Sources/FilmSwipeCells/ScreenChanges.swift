/// How screens say that what they show changed between the player's keys (a page, a search's answer, a poster
/// arrived): the run loop listens and draws one frame soon after, however many changes came meanwhile.
@MainActor
public final class ScreenChanges {
    private var listener: (@MainActor () -> Void)?

    /// Changes nobody listens to yet.
    public init() {}

    /// Hands every change from now on to `listener` (the run loop's request for a frame).
    public func listen(_ listener: @escaping @MainActor () -> Void) {
        self.listener = listener
    }

    /// Something a screen shows changed.
    public func screenDidChange() {
        listener?()
    }
}
