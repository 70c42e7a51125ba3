import FilmSwipeDomain

/// Where an entry of a film history landed in the catalogue.
public enum CatalogueMatch: Sendable, Hashable {
    /// Exactly one film.
    case film(Film)
    /// Two or more films equally: left out, never guessed.
    case ambiguous([Film])
    /// No film of the catalogue.
    case notFound
}
