import Foundation

/// Runs async work from a synchronous command and waits for it: the commands are synchronous
/// so that the game's run loop can own the main thread.
public enum BlockingTask {
    /// The result of `work`, or its error.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<Result<T, Error>>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.value = .success(try await work()) } catch { box.value = .failure(error) }
            done.signal()
        }
        done.wait()
        guard let result = box.value else { throw CommandFailure("internal error: the task ended without a result") }
        return try result.get()
    }

    /// The result of `work`, which cannot fail.
    @discardableResult
    public static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        // `run` only throws what `work` throws, and this `work` throws nothing.
        try! run { await work() }
    }

    /// The result of `work`, or nil when it takes longer than `deadline` (it is then cancelled).
    public static func wait<T: Sendable>(deadline: Duration, _ work: @escaping @Sendable () async -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task.detached {
            box.value = await work()
            done.signal()
        }
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        guard done.wait(timeout: .now() + seconds) == .success else {
            task.cancel()
            return nil
        }
        return box.value
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        // Written once by the task before it signals, read once after the wait.
        var value: T?
    }
}
