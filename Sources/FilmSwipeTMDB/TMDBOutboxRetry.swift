/// How long the outbox waits before trying again after a pass the network stopped.
public struct TMDBOutboxRetry: Sendable {
    /// The first wait; each failed pass doubles it, up to `maxDelay`, and jitter takes up to half off.
    public var baseDelay: Duration = .seconds(2)
    /// The longest wait.
    public var maxDelay: Duration = .seconds(300)
    /// How the outbox waits.
    public var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    /// The defaults for play.
    public init() {}

    /// The wait after `failures` failed passes in a row (from 1).
    func delay(afterFailures failures: Int) -> Duration {
        let exponential = baseDelay * (1 << min(max(failures - 1, 0), 16))
        return min(exponential, maxDelay) * Double.random(in: 0.5...1.0)
    }
}
