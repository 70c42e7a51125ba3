import Synchronization

/// Work a program waits for only so long on its way out (leaving a room, stopping a server, the last sends to an
/// account): quitting must never hang on a network that does not answer.
public enum Deadline {
    /// The value of `work`, or nil when it takes longer than `limit`; `work` is then cancelled and not waited for.
    public static func value<T: Sendable>(within limit: Duration, of work: @escaping @Sendable () async -> T) async -> T? {
        let task = Task { await work() }
        let waiter = Mutex<CheckedContinuation<T?, Never>?>(nil)
        let finish: @Sendable (T?) -> Void = { value in waiter.withLock { $0.take() }?.resume(returning: value) }
        return await withCheckedContinuation { continuation in
            waiter.withLock { $0 = continuation }
            Task { finish(await task.value) }
            Task {
                try? await Task.sleep(for: limit)
                task.cancel()
                finish(nil)
            }
        }
    }
}
