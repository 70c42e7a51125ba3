import FilmSwipeUIKit

/// The screens on show, bottom first; the top one takes input, and dialogs draw over what is below.
@MainActor
public final class ScreenStack: Navigator {
    public private(set) var screens: [Screen] = []

    /// An empty stack.
    public init() {}

    /// The screen that takes input.
    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        screens.append(screen)
    }

    public func dismiss(_ screen: Screen) {
        guard let index = screens.lastIndex(where: { $0 === screen }) else { return }
        screens.removeSubrange(index...)
    }

    /// Draws from the topmost opaque screen up, so dialogs show over their screen.
    public func render(into buffer: inout Buffer, area: Rect) {
        let firstVisible = screens.lastIndex(where: \.isOpaque) ?? 0
        for screen in screens[firstVisible...] {
            screen.render(into: &buffer, area: area)
        }
    }

    /// Whether any screen on show is animating.
    public var isAnimating: Bool { screens.contains { $0.isAnimating } }

    /// Advances every screen's animations.
    public func tick(now: Double) {
        for screen in screens { screen.tick(now: now) }
    }

    /// Gives `event` to the top screen; a resize goes to every screen.
    public func handle(_ event: InputEvent) {
        if case .resize = event {
            for screen in screens { screen.handle(event) }
        } else {
            top?.handle(event)
        }
    }
}
