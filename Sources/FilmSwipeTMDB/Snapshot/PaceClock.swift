/// The time a `RequestPacer` reads and waits on; tests pass one that records the waits and never sleeps.
public struct PaceClock: Sendable {
    /// The time now, from any fixed origin.
    public var now: @Sendable () -> Duration
    /// Waits until `now()` reaches the deadline.
    public var sleepUntil: @Sendable (Duration) async throws -> Void

    /// A clock of these two functions.
    public init(now: @escaping @Sendable () -> Duration, sleepUntil: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleepUntil = sleepUntil
    }

    /// The system's monotonic clock.
    public static var continuous: PaceClock {
        let clock = ContinuousClock()
        let origin = clock.now
        return PaceClock(now: { origin.duration(to: clock.now) }, sleepUntil: { deadline in
            try await Task.sleep(until: origin.advanced(by: deadline), clock: clock)
        })
    }
}
