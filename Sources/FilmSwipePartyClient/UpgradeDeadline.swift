import NIOCore
import Synchronization

/// A wait for a connection's WebSocket upgrade that gives up. swift-websocket's client waits for the server's answer
/// to the upgrade on a future no cancellation reaches, so a server that closes without answering (a `wss://` server
/// reached with `ws://`, or one turning a connection away) would leave it waiting for ever: the attempt is left
/// behind, and the caller told `ChannelError.connectTimeout`, read as "the server did not answer".
public final class UpgradeDeadline: Sendable {
    /// How long the server has to answer the upgrade.
    public static let wait: Duration = .seconds(15)

    private struct State {
        var upgraded = false
        var result: Result<Void, any Error>?
        var continuation: CheckedContinuation<Void, any Error>?
    }

    private let state = Mutex(State())

    /// Runs `attempt`, which calls the `upgraded` it is given once its connection is a WebSocket, until it ends; throws
    /// `ChannelError.connectTimeout` when it has not called it within `wait`.
    static func run(
        within wait: Duration = wait, _ attempt: @escaping @Sendable (_ upgraded: @escaping @Sendable () -> Void) async throws -> Void
    ) async throws {
        let race = UpgradeDeadline()
        let running = Task {
            do {
                try await attempt { race.state.withLock { $0.upgraded = true } }
                race.finish(.success(()))
            } catch {
                race.finish(.failure(error))
            }
        }
        let deadline = Task {
            try await Task.sleep(for: wait)
            guard !race.state.withLock({ $0.upgraded }) else { return }
            race.finish(.failure(ChannelError.connectTimeout(.seconds(Int64(wait.components.seconds)))))
            running.cancel()
        }
        defer { deadline.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let done = race.state.withLock { state -> Result<Void, any Error>? in
                    if state.result == nil { state.continuation = continuation }
                    return state.result
                }
                if let done { continuation.resume(with: done) }
            }
        } onCancel: {
            running.cancel()
            race.finish(.failure(CancellationError()))
        }
    }

    // The first outcome counts.
    private func finish(_ result: Result<Void, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(with: result)
    }
}
