/// Which game the Main module plays; it decides which of Main's keys apply.
public enum MainGameKind: Sendable, CaseIterable {
    /// The player's own game on the bundled catalogue (or one given with `--catalogue`): search, filters and lists.
    case solo
    /// TMDB's films: filters and lists; search asks TMDB.
    case tmdb
    /// A party room's deck: the room chooses what is dealt, and votes are not kept in lists.
    case party
}
