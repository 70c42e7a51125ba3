import ArgumentParser
import Foundation

/// A failure the command reports in one clear sentence before exiting with `status`.
public struct CommandFailure: Error, CustomStringConvertible {
    /// The sentence printed after `filmswipe: `.
    public let description: String
    /// The exit status.
    public let status: Int32

    /// A failure saying `message`, exiting with `status`.
    public init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }
}

extension CommandFailure {
    /// Runs `body`, printing a `CommandFailure` as `filmswipe: message` and exiting with its status. It runs where its
    /// caller does (the game on the main actor).
    public nonisolated(nonsending) static func reporting(_ body: nonisolated(nonsending) () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("filmswipe: \(failure.description)\n".utf8))
            throw ExitCode(failure.status)
        }
    }
}
