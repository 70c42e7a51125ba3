/// What taking back the newest change to a reaction did (see `ReactionStore.undoLatestChange`).
public struct ReactionUndo: Sendable, Hashable {
    /// What became of the film's reaction.
    public enum Outcome: Sendable, Hashable {
        /// The reaction from before the change is back exactly (reaction, origin, rating, time and place in the lists);
        /// nil when the film had none, so it is to be dealt again.
        case restored(ReactionRecord?)
        /// The film's reaction had been changed since by something undo does not take back (an import, or a FilmSwipe
        /// that kept no history): that newer reaction (`.none`: removed) stays, and the change is no longer offered.
        case keptNewer(UserReaction)
    }

    /// The film the change was made to, as stored.
    public let film: Film
    /// The reaction the change made (`.none`: the change removed the film's reaction).
    public let undone: UserReaction
    /// What became of the film's reaction.
    public let outcome: Outcome

    /// What undoing the change to `film` that made `undone` did.
    public init(film: Film, undone: UserReaction, outcome: Outcome) {
        self.film = film
        self.undone = undone
        self.outcome = outcome
    }

    /// The film's reaction now (`.none` when it has none).
    public var current: UserReaction {
        switch outcome {
        case let .restored(record): record?.reaction ?? .none
        case let .keptNewer(reaction): reaction
        }
    }

    /// The same undo told of `film` (the richer copy a game dealt, say).
    public func with(film: Film) -> ReactionUndo {
        ReactionUndo(film: film, undone: undone, outcome: outcome)
    }
}
