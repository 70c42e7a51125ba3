import FilmSwipePartyServer
import Synchronization

/// A countdown clock whose time moves only when the test says: each wait of the server's countdown is recorded and
/// lasts until `step()` (a step given before the wait lets it through at once); a cancelled wait ends at once.
final class SteppedCountdown: Sendable {
    private struct State {
        var permits = 0
        var waiting: CheckedContinuation<Void, Never>?
        var waits: [Duration] = []
    }

    private let state = Mutex(State())

    /// The clock to give the server.
    var clock: CountdownClock {
        CountdownClock { [self] duration in
            await wait(duration)
            try Task.checkCancellation()
        }
    }

    /// Every wait the server asked for, in order.
    var waits: [Duration] { state.withLock { $0.waits } }

    /// Lets the server's current (or next) wait end.
    func step() {
        let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if let waiting = state.waiting {
                state.waiting = nil
                return waiting
            }
            state.permits += 1
            return nil
        }
        waiting?.resume()
    }

    private func wait(_ duration: Duration) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool in
                    state.waits.append(duration)
                    // Checked under the lock the cancellation handler takes, so a cancel is never missed.
                    if Task.isCancelled { return true }
                    guard state.permits == 0 else {
                        state.permits -= 1
                        return true
                    }
                    state.waiting = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
                defer { state.waiting = nil }
                return state.waiting
            }
            waiting?.resume()
        }
    }
}
