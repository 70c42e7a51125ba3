import FilmSwipeDomain

/// A film as one of the account's lists holds it.
public struct TMDBListedFilm: Sendable, Hashable {
    /// The film, from TMDB's movie object (source `.tmdb`).
    public let film: Film
    /// The player's rating (0.5–10), on the rated list only.
    public let rating: Double?

    /// A listed film.
    public init(film: Film, rating: Double? = nil) {
        self.film = film
        self.rating = rating
    }
}
