import FilmSwipeParty

/// How a session enters its room the first time.
public enum PartyStart: Sendable, Equatable {
    /// Creates a room dealing films that pass `options`, deciding by `rules` (`filmswipe party host`).
    case create(RoomOptions, rules: RoomRules = .standard)
    /// Joins room `code` (`filmswipe party join`).
    case join(RoomCode)
}
