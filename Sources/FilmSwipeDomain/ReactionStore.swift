/// The player's reactions: the source of truth for what was seen, redo, undo and the lists.
public protocol ReactionStore: Sendable {
    /// The current reaction to each film reacted to.
    func reactions() async throws -> [FilmID: UserReaction]

    /// Changes `film`'s reaction from `old` to `new` in one step: either the new reaction is stored
    /// (with a fresh snapshot of `film` and time), or the error is thrown and `old` still stands.
    /// `new == .none` removes the reaction. Throws when the stored reaction is not `old`.
    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws

    /// The stored reactions, newest first; only those equal to `reaction` when it is given.
    func records(_ reaction: UserReaction?) async throws -> [ReactionRecord]

    /// Forgets every reaction (and, in a store that keeps them, what remote accounts confirmed of them).
    func removeAll() async throws
}

public extension ReactionStore {
    /// The newest reaction made in the game, for undo: an imported film history is not taken back a film at a time.
    func latestRecord() async throws -> ReactionRecord? {
        try await records(nil).first { $0.origin == .game }
    }
}

public extension ReactionStore {
    /// Changes `film`'s reaction to `new`, starting from `old`; when it was changed meanwhile (in the Library or
    /// another game), the change is made over that newer reaction instead of failing. Returns the reaction the
    /// change replaced: `old`, or the newer one found (equal to `new` when nothing was left to change).
    @discardableResult
    func changeReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws -> UserReaction {
        do {
            try await setReaction(film, from: old, to: new)
            return old
        } catch let ReactionStoreError.conflict(_, _, found) {
            if found != new {
                try await setReaction(film, from: found, to: new)
            }
            return found
        }
    }
}
