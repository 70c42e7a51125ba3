import FilmSwipeCells
import FilmSwipeDomain

/// Films' posters drawn as text cells, for the games whose films have them (TMDB's). The programs without posters do
/// not link what draws them (libjpeg-turbo, libchafa): they pass none.
public protocol FilmPosters: Sendable {
    /// `film`'s poster drawn in `size`, or nil when it has none, or its image cannot be fetched or read. Fetching,
    /// decoding and drawing happen here, off the main actor; asking again for a film and size asked before is cheap.
    func poster(of film: Film, size: PosterSize) async -> Buffer?
}
