import FilmSwipeModules
import FilmSwipeTerminal
import FilmSwipeCells

/// The screen stack as the terminal run loop drives it; the game ends when its last screen closes.
@MainActor
final class GameApp: TerminalApp {
    private let stack: ScreenStack

    init(stack: ScreenStack) {
        self.stack = stack
    }

    func render(into buffer: inout Buffer, area: Rect) { stack.render(into: &buffer, area: area) }
    func handle(_ event: InputEvent) { stack.handle(event) }
    var isAnimating: Bool { stack.isAnimating }
    func tick(now: Double) { stack.tick(now: now) }
    var wantsToQuit: Bool { stack.screens.isEmpty }
}
