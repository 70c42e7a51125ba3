/// A film whose reaction here differs from what a remote account last confirmed: a change still to send.
public struct AccountChange: Sendable, Equatable {
    /// The film, from the account's source.
    public let film: FilmID
    /// What the account last confirmed (`.none` when it never confirmed anything for this film).
    public let confirmed: UserReaction
    /// The reaction stored here now (`.none` when it was removed here).
    public let local: UserReaction

    /// A change from `confirmed` to `local` for `film`.
    public init(film: FilmID, confirmed: UserReaction, local: UserReaction) {
        self.film = film
        self.confirmed = confirmed
        self.local = local
    }
}
