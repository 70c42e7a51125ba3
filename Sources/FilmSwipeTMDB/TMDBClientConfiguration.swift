import Foundation

/// Timeouts, retries and limits of a `TMDBClient`; tests shrink the delays and record the waits.
public struct TMDBClientConfiguration: Sendable {
    /// Seconds allowed to set up the connection, on top of `requestTimeout` for the whole exchange.
    public var connectTimeout: TimeInterval = 10
    /// Seconds allowed for each wait: for the connection, and for data once the request is sent (rounded up to whole seconds).
    public var requestTimeout: TimeInterval = 15
    /// Retries after a 5xx, a timeout or a network error.
    public var maxRetries = 3
    /// The first backoff; each retry doubles it, up to `maxRetryDelay`, and jitter takes up to half off.
    public var baseRetryDelay: Duration = .milliseconds(500)
    /// The longest backoff.
    public var maxRetryDelay: Duration = .seconds(8)
    /// Retries after a 429.
    public var maxRateLimitRetries = 3
    /// The wait after a 429 without `Retry-After`.
    public var rateLimitDelay: Duration = .seconds(1)
    /// The longest `Retry-After` honoured; a longer one gives up at once.
    public var maxRetryAfter: Duration = .seconds(30)
    /// Seconds a brief try waits: one made while a kept answer could stand in, or while already offline.
    public var briefTimeout: TimeInterval = 3
    /// The largest body accepted, in bytes.
    public var maxBodyBytes = 2 * 1024 * 1024
    /// How the client waits between attempts.
    public var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    /// The defaults for the real service.
    public init() {}

    /// The defaults with the waits and retries a caller needs changed; `nil` keeps a default.
    public init(
        connectTimeout: TimeInterval? = nil, requestTimeout: TimeInterval? = nil, maxRetries: Int? = nil,
        maxRateLimitRetries: Int? = nil, maxRetryAfter: Duration? = nil
    ) {
        self.connectTimeout = connectTimeout ?? self.connectTimeout
        self.requestTimeout = requestTimeout ?? self.requestTimeout
        self.maxRetries = maxRetries ?? self.maxRetries
        self.maxRateLimitRetries = maxRateLimitRetries ?? self.maxRateLimitRetries
        self.maxRetryAfter = maxRetryAfter ?? self.maxRetryAfter
    }

    /// The backoff before retry `attempt` (from 0): exponential, capped, with jitter so clients do not retry in step.
    func backoff(attempt: Int) -> Duration {
        let exponential = baseRetryDelay * (1 << min(attempt, 16))
        let capped = min(exponential, maxRetryDelay)
        return capped * Double.random(in: 0.5...1.0)
    }
}
