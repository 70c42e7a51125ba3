/// What each remote account last confirmed, kept beside the reactions: the persistent outbox of account writes is
/// the difference between the two, so a change made offline, or before a restart, is still sent later.
public protocol AccountSyncStore: Sendable {
    /// The changes `account` has not confirmed for films from `source`, the least recently changed first.
    func pendingChanges(account: String, source: FilmSource) async throws -> [AccountChange]

    /// Records that `account` now holds `reaction` for `film` (`.none`: holds nothing for it).
    func confirm(_ reaction: UserReaction, for film: FilmID, account: String) async throws
}
