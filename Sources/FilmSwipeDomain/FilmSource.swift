/// Where a film came from; part of its identity so ids from two sources never collide.
public enum FilmSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// The bundled MovieLens catalogue in `Fixtures/`.
    case catalogue
    /// The Movie Database, over HTTP.
    case tmdb
}
