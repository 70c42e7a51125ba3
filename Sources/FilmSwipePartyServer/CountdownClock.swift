/// How the server waits between the steps of a pick's countdown ("decide for us"); tests pass one that records the
/// waits and takes no time.
public struct CountdownClock: Sendable {
    /// Waits `duration`; throws when the wait is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// A clock waiting with `sleep`.
    public init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    /// The system's clock.
    public static let continuous = CountdownClock { duration in try await Task.sleep(for: duration) }
}
