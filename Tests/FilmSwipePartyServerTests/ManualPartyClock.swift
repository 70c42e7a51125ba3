import FilmSwipePartyServer
import Foundation
import Synchronization

/// A server clock that moves only when a test moves it: the sleepers whose time has come wake as it does, and a
/// cancelled sleeper wakes at once, so a server stops as it would on the system's clock.
final class ManualPartyClock: PartyClock {
    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
    }

    private let state: Mutex<State>

    /// A clock standing at `start`.
    init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(now: start))
    }

    var now: Date { state.withLock { $0.now } }

    func sleep(until deadline: Date) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking every sleeper whose time has come.
    func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let woken = state.withLock { state in
            state.now = state.now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
