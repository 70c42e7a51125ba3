import FilmSwipeDomain
import Synchronization

/// The match latencies: when each match's last yes went out, and when each member of its room read the match.
///
/// Shared by every member's reader and every room's driver; a mutex, not an actor, so a reader notes an arrival
/// without waiting for a hop.
final class MatchBook: Sendable {
    private struct Key: Hashable {
        let room: Int
        let film: FilmID
    }

    private struct Pending {
        var lastYes: ContinuousClock.Instant?
        var readers = 0
        var lastRead: ContinuousClock.Instant?
    }

    private struct State {
        var pending: [Key: Pending] = [:]
        var latencies: [Duration] = []
        var refusals: [String] = []
    }

    /// How many members must read a match for it to count as delivered.
    let members: Int
    private let state = Mutex(State())

    /// A book for rooms of `members` members.
    init(members: Int) {
        self.members = members
    }

    /// The last yes on `film` in `room`, the one that makes it a match, is about to be sent at `instant`.
    func sentLastYes(room: Int, film: FilmID, at instant: ContinuousClock.Instant) {
        update(Key(room: room, film: film)) { $0.lastYes = instant }
    }

    /// A member of `room` read the match on `film` at `instant`.
    func read(room: Int, film: FilmID, at instant: ContinuousClock.Instant) {
        update(Key(room: room, film: film)) { pending in
            pending.readers += 1
            pending.lastRead = max(pending.lastRead ?? instant, instant)
        }
    }

    /// The server refused a message.
    func refused(_ refusal: String) {
        state.withLock { $0.refusals.append(refusal) }
    }

    /// Every latency of a match all members read, from its last yes sent to its last member reading it.
    var latencies: [Duration] { state.withLock { $0.latencies } }
    /// Matches sent for but not yet read by every member (or read without a last yes of ours: a bug).
    var unfinished: Int { state.withLock { $0.pending.count } }
    /// The refusals, as the server worded them.
    var refusals: [String] { state.withLock { $0.refusals } }

    // A match is done once its last yes is known and every member read it. The last yes is noted before it is sent,
    // so no arrival comes first; checking both anyway keeps a wrong order from counting as a latency.
    private func update(_ key: Key, _ change: (inout Pending) -> Void) {
        state.withLock { state in
            var pending = state.pending[key] ?? Pending()
            change(&pending)
            if let lastYes = pending.lastYes, let lastRead = pending.lastRead, pending.readers == members {
                state.latencies.append(lastRead - lastYes)
                state.pending[key] = nil
            } else {
                state.pending[key] = pending
            }
        }
    }
}

/// The value below which `fraction` of `durations` fall (nearest rank), in milliseconds; nil when there are none.
func percentile(_ fraction: Double, of durations: [Duration]) -> Double? {
    guard !durations.isEmpty else { return nil }
    let sorted = durations.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return milliseconds(sorted[min(max(rank, 1), sorted.count) - 1])
}

/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}
