/// Opens a web address in the player's browser.
public protocol PageOpener: Sendable {
    /// Starts the browser on `url` without waiting for it; false when there is nothing here to open it with.
    func open(_ url: String) -> Bool
}
