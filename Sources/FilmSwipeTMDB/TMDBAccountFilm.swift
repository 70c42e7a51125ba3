import FilmSwipeDomain

/// A film of the account's history with the one reaction its lists add up to.
public struct TMDBAccountFilm: Sendable, Hashable {
    /// The film (source `.tmdb`).
    public let film: Film
    /// What the lists say the player made of it; never `.none`.
    public let reaction: UserReaction
    /// The player's rating on TMDB, when the film is rated.
    public let rating: Double?

    /// A film with its reaction and rating.
    public init(film: Film, reaction: UserReaction, rating: Double?) {
        self.film = film
        self.reaction = reaction
        self.rating = rating
    }
}
