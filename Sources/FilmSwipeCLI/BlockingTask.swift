import Foundation

/// Runs async store work from a synchronous command and waits for it: the commands are synchronous
/// so that the game's run loop can own the main thread.
enum BlockingTask {
    /// The result of `work`, or its error.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        guard let result = box.result else { throw CommandFailure("internal error: the task ended without a result") }
        return try result.get()
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        // Written once by the task before it signals, read once after the wait.
        var result: Result<T, Error>?
    }
}
