import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether a transfer was cancelled, and its task once started, so cancellation works before and after the start.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false

    /// Records the started task; true when it was cancelled already and must be cancelled now.
    func attach(_ task: URLSessionTask) -> Bool {
        lock.withLock {
            self.task = task
            return isCancelled
        }
    }

    /// Marks the transfer cancelled; the task to cancel, when it has started.
    func cancel() -> URLSessionTask? {
        lock.withLock {
            isCancelled = true
            return task
        }
    }
}
