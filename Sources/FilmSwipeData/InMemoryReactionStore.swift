import FilmSwipeDomain
import Foundation

/// Reactions, and what each remote account confirmed of them, kept for one game only, for tests and
/// for running without a data folder.
public actor InMemoryReactionStore: ReactionImportStore, AccountSyncStore {
    private var current: [FilmID: ReactionRecord] = [:]
    private var order = 0
    private var sequence: [FilmID: Int] = [:]
    /// What each account holds, by account; a film it holds nothing for has no entry.
    private var confirmations: [String: [FilmID: Confirmation]] = [:]
    /// Every change to a reaction, oldest first, as the SQLite store keeps them.
    private var history: [Change] = []

    /// An empty store.
    public init() {}

    public func reactions() async throws -> [FilmID: UserReaction] {
        current.mapValues(\.reaction)
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        let found = current[film.id]?.reaction ?? .none
        guard found == old else { throw ReactionStoreError.conflict(film: film.id, expected: old, found: found) }
        if found == .none, new == .none { return }
        history.append(Change(film: film, reaction: new, origin: .game, previous: storedRecord(film.id)))
        if new == .none {
            current[film.id] = nil
            sequence[film.id] = nil
        } else {
            order += 1
            current[film.id] = ReactionRecord(film: film, reaction: new, reactedAt: Date())
            sequence[film.id] = order
        }
    }

    public func records(_ reaction: UserReaction?) async throws -> [ReactionRecord] {
        current.values
            .filter { reaction == nil || $0.reaction == reaction }
            .sorted { (sequence[$0.film.id] ?? 0) > (sequence[$1.film.id] ?? 0) }
    }

    public func undoLatestChange() async throws -> ReactionUndo? {
        // Imports are passed over: an imported history is not taken back a film at a time.
        guard let index = history.lastIndex(where: { $0.origin == .game }) else { return nil }
        let change = history.remove(at: index)
        let id = change.film.id
        let now = current[id]
        let film = now?.film ?? change.previous?.record.film ?? change.film
        let reaction = now?.reaction ?? .none
        guard reaction == change.reaction, reaction == .none || now?.origin == .game else {
            return ReactionUndo(film: film, undone: change.reaction, outcome: .keptNewer(reaction))
        }
        guard let previous = change.previous else {
            current[id] = nil
            sequence[id] = nil
            return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(nil))
        }
        current[id] = previous.record
        let isTaken = sequence.contains { $0.key != id && $0.value == previous.sequence }
        if isTaken {
            order += 1
            sequence[id] = order
        } else {
            sequence[id] = previous.sequence
        }
        return ReactionUndo(film: film, undone: change.reaction, outcome: .restored(previous.record))
    }

    /// Forgets every reaction, their history and every account's confirmations: confirmations kept without their
    /// reactions would read as "remove everything from the account", and a history kept would let undo bring back what
    /// was forgotten.
    public func removeAll() async throws {
        current.removeAll()
        sequence.removeAll()
        confirmations.removeAll()
        history.removeAll()
    }

    public func pendingChanges(account: String, source: FilmSource) async throws -> [AccountChange] {
        let held = confirmations[account, default: [:]].filter { $0.key.source == source }
        // `seen` is never sent: for an account it is no reaction.
        let local = current.filter { $0.value.reaction != .seen }
        let changed = local.values
            .filter { $0.film.id.source == source && held[$0.film.id]?.reaction != $0.reaction }
            .sorted { (sequence[$0.film.id] ?? 0) < (sequence[$1.film.id] ?? 0) }
            .map { AccountChange(film: $0.film.id, confirmed: held[$0.film.id]?.reaction ?? .none, local: $0.reaction) }
        let removed = held
            .filter { local[$0.key] == nil }
            .sorted { ($0.value.confirmedAt, $0.key.value) < ($1.value.confirmedAt, $1.key.value) }
            .map { AccountChange(film: $0.key, confirmed: $0.value.reaction, local: .none) }
        return changed + removed
    }

    public func confirm(_ reaction: UserReaction, for film: FilmID, account: String) async throws {
        confirmations[account, default: [:]][film] = reaction == .none
            ? nil
            : Confirmation(reaction: reaction, confirmedAt: Date())
    }

    public func importReactions(
        _ reactions: [ImportedReaction], overwrite: Bool, dryRun: Bool, confirming: (account: String, source: FilmSource)?
    ) async throws -> [ImportOutcome] {
        var stored = current.mapValues { (reaction: $0.reaction, origin: $0.origin) }
        let outcomes = reactions.map { incoming in
            let outcome = ImportOutcome.deciding(
                existing: stored[incoming.film.id], incoming: incoming.reaction, from: incoming.origin, overwrite: overwrite
            )
            if outcome.writes { stored[incoming.film.id] = (incoming.reaction, incoming.origin) }
            return outcome
        }
        guard !dryRun else { return outcomes }
        let lowest = sequence.values.min() ?? 1
        for (offset, (incoming, outcome)) in zip(reactions, outcomes).enumerated() where outcome.writes {
            history.append(Change(film: incoming.film, reaction: incoming.reaction, origin: incoming.origin, previous: storedRecord(incoming.film.id)))
            current[incoming.film.id] = ReactionRecord(
                film: incoming.film, reaction: incoming.reaction, reactedAt: incoming.date,
                origin: incoming.origin, originRating: incoming.originRating
            )
            if outcome == .added { sequence[incoming.film.id] = lowest - reactions.count + offset }
        }
        if let (account, source) = confirming {
            for incoming in reactions where incoming.reaction != .seen && incoming.film.id.source == source {
                confirmations[account, default: [:]][incoming.film.id] = Confirmation(reaction: incoming.reaction, confirmedAt: Date())
            }
        }
        return outcomes
    }

    /// `film`'s record as it stands, with its place in the lists; nil when it has none.
    private func storedRecord(_ film: FilmID) -> (record: ReactionRecord, sequence: Int)? {
        current[film].map { ($0, sequence[film] ?? 0) }
    }

    /// A change to a reaction: what it made, who made it, and what it replaced.
    private struct Change {
        let film: Film
        let reaction: UserReaction
        let origin: ReactionOrigin
        let previous: (record: ReactionRecord, sequence: Int)?
    }

    /// A reaction an account holds, and when it said so.
    private struct Confirmation {
        let reaction: UserReaction
        let confirmedAt: Date
    }
}
