import FilmSwipeParty

/// How a session enters its room the first time.
public enum PartyStart: Sendable, Equatable {
    /// Creates a room dealing films that pass `options` (`filmswipe party host`).
    case create(RoomOptions)
    /// Joins room `code` (`filmswipe party join`).
    case join(RoomCode)
}
