/// A film's full facts by its id, however the film reached the screen (dealt, taken back from the store's snapshot
/// after a restart, found by search, opened from the lists, dealt in a party): one film, one look.
public protocol FilmFacts: Sendable {
    /// The film `id` with every fact known of it now (what fans also liked only once the similarity model is built;
    /// this never waits for it), or nil when the lookup does not know the film.
    func film(_ id: FilmID) async -> Film?

    /// Returns once every fact the lookup can give is known, starting whatever finds the slowest (the similarity model
    /// behind "fans also liked"); at once when they are known, or never will be.
    func waitUntilComplete() async
}

public extension FilmFacts {
    /// `film` with the facts looked up for it, keeping why it was dealt, and what its fans also liked and where it
    /// streams (a party room's card says so) when the lookup does not say; `film` itself when the lookup does not know it.
    func completing(_ film: Film) async -> Film {
        guard var full = await self.film(film.id) else { return film }
        if let reason = film.reason { full.reason = reason }
        if full.fansAlsoLiked.isEmpty { full.fansAlsoLiked = film.fansAlsoLiked }
        if full.availability == nil { full.availability = film.availability }
        return full
    }
}
