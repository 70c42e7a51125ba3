/// Films' posters, made in the form a program draws them (`Poster`: text cells for a terminal). The programs without
/// posters do not link what makes them (libjpeg-turbo, libchafa): they pass none.
public protocol FilmPosters<Poster>: Sendable {
    /// What one poster is made into.
    associatedtype Poster: Sendable & Equatable

    /// `film`'s poster made for `size`, or nil when it has none, or its image cannot be fetched or read. Fetching,
    /// decoding and drawing happen here, off the main actor; asking again for a film and size asked before is cheap.
    func poster(of film: Film, size: PosterSize) async -> Poster?
}
