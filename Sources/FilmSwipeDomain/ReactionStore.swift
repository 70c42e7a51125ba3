/// The player's reactions: the source of truth for what was seen, redo, and the lists.
public protocol ReactionStore: Sendable {
    /// The current reaction to each film reacted to.
    func reactions() async throws -> [FilmID: UserReaction]

    /// Changes `film`'s reaction from `old` to `new` in one step: either the new reaction is stored,
    /// or the error is thrown and `old` still stands. `new == .none` removes the reaction.
    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws
}
