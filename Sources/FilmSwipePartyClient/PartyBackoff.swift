/// How long to wait before each reconnect: doubling from `first` up to `longest`, with jitter so that the members of a
/// room whose server restarts do not all knock at once.
public struct PartyBackoff: Sendable {
    /// The first wait.
    public var first: Duration
    /// The longest wait.
    public var longest: Duration

    /// A backoff from `first` to `longest`.
    public init(first: Duration = .milliseconds(250), longest: Duration = .seconds(5)) {
        self.first = first
        self.longest = longest
    }

    /// The wait before reconnect `attempt` (0 for the first), with `jitter` in 0…1 taking up to a quarter off.
    public func delay(attempt: Int, jitter: Double) -> Duration {
        var wait = first
        for _ in 0..<min(attempt, 20) where wait < longest { wait = wait * 2 }
        wait = min(wait, longest)
        return wait - wait * (max(0, min(jitter, 1)) / 4)
    }
}
