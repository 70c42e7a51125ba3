/// Spaces requests evenly, at most `perSecond` a second, however many tasks ask at once: each is given the next free
/// moment and waits for it.
public actor RequestPacer {
    private let interval: Duration
    private let clock: PaceClock
    private var nextFree: Duration?

    /// A pacer allowing `perSecond` requests a second on `clock`.
    public init(perSecond: Int, clock: PaceClock = .continuous) {
        interval = .seconds(1) / max(1, perSecond)
        self.clock = clock
    }

    /// Waits for the caller's moment to send a request.
    public func take() async throws {
        let now = clock.now()
        let moment = max(now, nextFree ?? now)
        // Reserved before waiting, so a task that asks meanwhile gets the moment after.
        nextFree = moment + interval
        if moment > now { try await clock.sleepUntil(moment) }
    }
}
