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
    /// The countdown to the room's pick ("Deciding for you… 3"); nil once it is over.
    case countdown(String?)
    /// A film to go on top of the player's cards: one their vote on did not count (a yes over the room's cap on likes), or
    /// one that just came onto two or more watchlists of those present.
    case dealAgain(Film)
    /// The room is over (its host ended it, or the server no longer has it): how it ended, after which the game ends.
    case ended(PlayerMessage)
}
