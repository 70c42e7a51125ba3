import FilmSwipeTMDB
import TMDBStubSupport

/// A pace clock whose time moves only when a pacer waits: the waits are recorded, and none takes any time.
final class RecordingPaceClock: Sendable {
    /// Every deadline a pacer waited for, in order.
    let deadlines = Locked<[Duration]>([])
    private let current = Locked<Duration>(.zero)

    /// The clock to give a pacer.
    var clock: PaceClock {
        let deadlines = deadlines, current = current
        return PaceClock(now: { current.withLock { $0 } }, sleepUntil: { deadline in
            deadlines.withLock { $0.append(deadline) }
            current.withLock { $0 = max($0, deadline) }
        })
    }
}
