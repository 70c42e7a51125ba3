/// A failure the command reports in one clear sentence before exiting with `status`.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }
}
