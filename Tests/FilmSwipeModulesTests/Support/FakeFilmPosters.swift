import FilmSwipeCells
import FilmSwipeDomain

/// Posters as blank cells of the size asked for, for every film that has one.
struct FakeFilmPosters: FilmPosters {
    func poster(of film: Film, size: PosterSize) async -> TerminalPoster? {
        film.posterPath == nil ? nil : .cells(Buffer(width: size.columns, height: size.rows))
    }
}
