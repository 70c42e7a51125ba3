import FilmSwipeDomain
import Foundation

/// Reactions kept for one game only, for tests and for running without a data folder.
public actor InMemoryReactionStore: ReactionStore {
    private var current: [FilmID: ReactionRecord] = [:]
    private var order = 0
    private var sequence: [FilmID: Int] = [:]

    /// An empty store.
    public init() {}

    public func reactions() async throws -> [FilmID: UserReaction] {
        current.mapValues(\.reaction)
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        let found = current[film.id]?.reaction ?? .none
        guard found == old else { throw ReactionStoreError.conflict(film: film.id, expected: old, found: found) }
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

    public func removeAll() async throws {
        current.removeAll()
        sequence.removeAll()
    }
}
