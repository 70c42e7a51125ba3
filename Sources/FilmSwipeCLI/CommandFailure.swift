import ArgumentParser
import Foundation

/// A failure the command reports in one clear sentence before exiting with `status`.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }
}

extension CommandFailure {
    /// Runs `body`, printing a `CommandFailure` as `filmswipe: message` and exiting with its status.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("filmswipe: \(failure.description)\n".utf8))
            throw ExitCode(failure.status)
        }
    }
}
