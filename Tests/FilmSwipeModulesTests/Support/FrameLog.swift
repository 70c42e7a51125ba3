@testable import FilmSwipeModules
import FilmSwipeCells
import Foundation

/// The frames a terminal's run loop draws of a screen stack: each change a screen reports asks for one, drawn from the
/// main queue once the main-actor work under way is done, however many ask meanwhile (as `setNeedsFrame` does).
@MainActor
final class FrameLog {
    /// The text of every frame drawn, oldest first.
    private(set) var frames: [String] = []
    private var isPending = false

    /// Draws `stack` at `width`×`height` whenever its screens say they changed.
    init(_ stack: ScreenStack, width: Int = 100, height: Int = 32) {
        stack.changes.listen { [weak self, weak stack] in
            guard let self, !self.isPending else { return }
            self.isPending = true
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.isPending = false
                    guard let stack else { return }
                    var buffer = Buffer(width: width, height: height)
                    stack.render(into: &buffer, area: buffer.bounds)
                    self.frames.append(buffer.text)
                }
            }
        }
    }

    /// Returns once every frame asked for so far is drawn: the main queue runs its blocks in order.
    func settle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

extension ScreenStack {
    /// The stack drawn at `width`×`height`, as text: what a frame drawn now would show.
    func text(width: Int = 100, height: Int = 32) -> String {
        var buffer = Buffer(width: width, height: height)
        render(into: &buffer, area: buffer.bounds)
        return buffer.text
    }
}
