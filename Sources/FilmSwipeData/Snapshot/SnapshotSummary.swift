import Foundation

/// What a snapshot holds, for the player: its run, how many films it has and how old they are.
public struct SnapshotSummary: Sendable, Hashable {
    /// The current (or last) run.
    public let run: SnapshotRun
    /// Films kept, from this run or an earlier one.
    public let films: Int
    /// Films this run has fetched.
    public let fetchedThisRun: Int
    /// Films this run listed that TMDB no longer has.
    public let gone: Int
    /// When the oldest film kept was fetched; nil without films.
    public let oldestFetch: Date?

    /// A summary.
    public init(run: SnapshotRun, films: Int, fetchedThisRun: Int, gone: Int, oldestFetch: Date?) {
        self.run = run
        self.films = films
        self.fetchedThisRun = fetchedThisRun
        self.gone = gone
        self.oldestFetch = oldestFetch
    }

    /// The age past which playing a snapshot says it is old, with how to refresh it.
    public static let staleAfter: TimeInterval = 30 * 24 * 3600

    /// Whole days since the oldest film was fetched, at `now`.
    public func ageInDays(at now: Date) -> Int {
        guard let oldestFetch else { return 0 }
        return max(0, Int(now.timeIntervalSince(oldestFetch) / (24 * 3600)))
    }

    /// Whether some film is older than `staleAfter` at `now`.
    public func isStale(at now: Date) -> Bool {
        oldestFetch.map { now.timeIntervalSince($0) > Self.staleAfter } ?? false
    }
}
