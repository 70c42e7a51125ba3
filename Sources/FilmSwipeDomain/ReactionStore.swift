/// The player's reactions: the source of truth for what was seen, redo, undo and the lists.
public protocol ReactionStore: Sendable {
    /// The current reaction to each film reacted to.
    func reactions() async throws -> [FilmID: UserReaction]

    /// Changes `film`'s reaction from `old` to `new` in one step: either the new reaction is stored
    /// (with a fresh snapshot of `film` and time) and the change is kept in the history with the record it replaced,
    /// or the error is thrown and `old` still stands. `new == .none` removes the reaction. Throws when the stored
    /// reaction is not `old`.
    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws

    /// The stored reactions, newest first; only those equal to `reaction` when it is given.
    func records(_ reaction: UserReaction?) async throws -> [ReactionRecord]

    /// Takes back the newest change to a reaction the game made (a swipe, a redo, a change in the lists, a reaction
    /// from search; never an import), in one step: the reaction from before it is restored exactly, or, when the film
    /// was changed since by something undo does not take back, that newer reaction is kept. Either way the change is
    /// taken off the history, so the next call goes one change further back. Nil when the history has none left.
    func undoLatestChange() async throws -> ReactionUndo?

    /// How many films have a reaction.
    func reactionCount() async throws -> Int

    /// Forgets every reaction and the history of their changes (and, in a store that keeps them, what remote
    /// accounts confirmed of them).
    func removeAll() async throws
}

public extension ReactionStore {
    func reactionCount() async throws -> Int {
        try await reactions().count
    }

    /// The newest reaction made in the game, the one redo changes: an imported film history is not redone.
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
