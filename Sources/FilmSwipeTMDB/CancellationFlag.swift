import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Whether a transfer was cancelled, and its task once started, so cancellation works before and after the start.
final class CancellationFlag: Sendable {
    private struct State {
        var task: URLSessionTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Records the started task; true when it was cancelled already and must be cancelled now.
    func attach(_ task: URLSessionTask) -> Bool {
        state.withLock { state in
            state.task = task
            return state.isCancelled
        }
    }

    /// Marks the transfer cancelled; the task to cancel, when it has started.
    func cancel() -> URLSessionTask? {
        state.withLock { state in
            state.isCancelled = true
            return state.task
        }
    }
}
