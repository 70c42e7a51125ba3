import FilmSwipeDomain

/// A screen that says a message on a line of its own until the next key.
@MainActor
public protocol NoticeShowing: AnyObject {
    /// Says `message` on the screen's notice line.
    func showNotice(_ message: PlayerMessage)
}
