/// What an import did, or would do, with one reaction it brought.
public enum ImportOutcome: Sendable, Hashable {
    /// The film had no reaction; now it has the imported one.
    case added
    /// The film's reaction was replaced: it came from an earlier import of the same origin, or `--overwrite` was given.
    case updated(from: UserReaction)
    /// The film already had this reaction.
    case unchanged
    /// The film has another reaction, made in the game or imported from elsewhere, and it was kept.
    case kept(UserReaction)

    /// What an import does with `incoming` for a film whose stored reaction is `existing` (nil: none), from `origin`.
    ///
    /// A reaction made in the game, or brought by another origin, is never replaced unless `overwrite`; a reaction
    /// an earlier import of the same origin brought is replaced, as the newer export says what the player thinks now.
    public static func deciding(
        existing: (reaction: UserReaction, origin: ReactionOrigin)?, incoming: UserReaction, from origin: ReactionOrigin, overwrite: Bool
    ) -> ImportOutcome {
        guard let existing, existing.reaction != .none else { return .added }
        if existing.reaction == incoming { return .unchanged }
        if overwrite || existing.origin == origin { return .updated(from: existing.reaction) }
        return .kept(existing.reaction)
    }

    /// Whether the store changes.
    public var writes: Bool {
        switch self {
        case .added, .updated: true
        case .unchanged, .kept: false
        }
    }
}
