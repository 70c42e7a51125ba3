/// The browser or its driver is not installed: a failure that says how to install them, never a skip.
struct BrowserMissing: Error, CustomStringConvertible {
    let detail: String
    var description: String { "\(detail): \(BrowserPage.setUp)" }
}
