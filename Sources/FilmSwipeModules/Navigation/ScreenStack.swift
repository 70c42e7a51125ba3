import FilmSwipeCells

/// The screens on show, bottom first; the top one takes input, and dialogs draw over what is below.
@MainActor
public final class ScreenStack: Navigator {
    public private(set) var screens: [Screen] = []
    public let changes = ScreenChanges()
    private let theme: Theme
    private var isTooSmall = false

    /// An empty stack whose too-small message is drawn with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The screen that takes input.
    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        screens.append(screen)
        tellCovered()
        changes.screenDidChange()
    }

    public func dismiss(_ screen: Screen) {
        guard let index = screens.lastIndex(where: { $0 === screen }) else { return }
        screens.removeSubrange(index...)
        tellCovered()
        changes.screenDidChange()
    }

    public func dismiss(above screen: Screen) {
        guard let index = screens.lastIndex(where: { $0 === screen }), index + 1 < screens.count else { return }
        screens.removeSubrange((index + 1)...)
        tellCovered()
        changes.screenDidChange()
    }

    // Only the top screen takes input, so the others must not offer their keys on the lines they draw, but the top
    // one's: a dialog has no bottom line of its own.
    private func tellCovered() {
        for screen in screens { screen.setCovered(by: screen === top ? nil : top) }
    }

    /// Draws from the topmost opaque screen up, so dialogs show over their screen; in a terminal too
    /// small for the game, a message saying so instead.
    public func render(into buffer: inout Buffer, area: Rect) {
        isTooSmall = TooSmallView.isTooSmall(area)
        guard !isTooSmall else {
            TooSmallView(theme: theme).render(into: &buffer, area: area)
            return
        }
        let firstVisible = screens.lastIndex(where: \.isOpaque) ?? 0
        for (index, screen) in screens[firstVisible...].enumerated() {
            // A screen over another is modal: no image of the one below may show beside it.
            if index > 0 { buffer.removeImages() }
            screen.render(into: &buffer, area: area)
        }
    }

    /// Whether any screen on show is animating.
    public var isAnimating: Bool { screens.contains { $0.isAnimating } }

    /// Advances every screen's animations.
    public func tick(now: Double) {
        for screen in screens { screen.tick(now: now) }
    }

    /// Gives `event` to the top screen; a resize goes to every screen. While the terminal is too
    /// small only quit gets through: a player cannot swipe a card they cannot see.
    public func handle(_ event: InputEvent) {
        switch event {
        case let .resize(width, height):
            isTooSmall = TooSmallView.isTooSmall(Rect(x: 0, y: 0, width: width, height: height))
            for screen in screens { screen.handle(event) }
        case .key(.char("q")):
            top?.handle(event)
        default:
            guard !isTooSmall else { return }
            top?.handle(event)
        }
    }
}
