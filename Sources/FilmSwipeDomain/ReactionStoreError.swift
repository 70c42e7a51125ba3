/// Why a reaction store refused a change.
public enum ReactionStoreError: Error, Equatable, Sendable {
    /// The film's stored reaction was `found`, not the `expected` one the change started from.
    case conflict(film: FilmID, expected: UserReaction, found: UserReaction)
}
