/// A command the browser could not carry out, with the driver's words.
struct BrowserFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
