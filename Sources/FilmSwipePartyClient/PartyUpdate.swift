import FilmSwipeDomain

/// What a party session asks the game's screen to show.
public enum PartyUpdate: Sendable, Equatable {
    /// The lines under the header: the room, who is in it, the closest film, how a friend joins.
    case status([String])
    /// The matches so far, one `Title (Year)` a line, for `m`.
    case matches([String])
    /// What a film's card says of how many have swiped it, changed.
    case reason(FilmID, String)
    /// A member suggested `film` (its reason says who): it goes on top of the player's cards.
    case suggested(Film)
    /// A dialog over the game: a match ("It's a match!", a celebration), or a failure the player should know of.
    case notice(PlayerMessage)
}
