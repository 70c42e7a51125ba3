import Foundation
import Logging
import Synchronization

/// TLS handshakes that failed, counted by every connection and logged by the server's rounds at most once a minute: a
/// scanner or a misconfigured client making thousands would otherwise write thousands of lines.
final class TLSHandshakeFailures: Sendable {
    /// The least time between two lines.
    static let logInterval: TimeInterval = 60

    private struct State {
        var count = 0
        var sinceLogged = 0
        var lastLogged: Date?
    }

    private let state = Mutex(State())

    /// One more failed.
    func add() {
        state.withLock {
            $0.count += 1
            $0.sinceLogged += 1
        }
    }

    /// How many failed since the server started.
    var count: Int { state.withLock { $0.count } }

    /// Logs how many failed since the last line, if any did and a minute has passed since it, at `now`.
    func log(to logger: Logger, at now: Date) {
        let due: Int? = state.withLock { state in
            guard state.sinceLogged > 0, state.lastLogged.map({ now.timeIntervalSince($0) >= Self.logInterval }) ?? true else { return nil }
            defer {
                state.sinceLogged = 0
                state.lastLogged = now
            }
            return state.sinceLogged
        }
        guard let due else { return }
        logger.warning(
            "\(due) TLS handshake\(due == 1 ? "" : "s") failed since the last report (clients that do not trust the certificate, speak plain http to wss://, or offer only TLS before 1.2 or non-AEAD suites)"
        )
    }
}
