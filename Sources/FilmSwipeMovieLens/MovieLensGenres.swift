/// MovieLens genres as TMDB's genre ids, as the bundled catalogue maps them (`Fixtures/README.md`): Children is Family,
/// Musical is Music, Sci-Fi is Science Fiction, Film-Noir is Crime; IMAX (a screen format) and "(no genres listed)" are none.
enum MovieLensGenres {
    static let tmdbIDs: [String: [Int]] = [
        "Action": [28], "Adventure": [12], "Animation": [16], "Children": [10751], "Comedy": [35],
        "Crime": [80], "Documentary": [99], "Drama": [18], "Fantasy": [14], "Film-Noir": [80],
        "Horror": [27], "Musical": [10402], "Mystery": [9648], "Romance": [10749], "Sci-Fi": [878],
        "Thriller": [53], "War": [10752], "Western": [37],
    ]

    /// The TMDB ids of a `genres` field ("Adventure|Children|Fantasy"), each once, in order; unknown names are none.
    static func ids(of field: String) -> [Int] {
        var ids: [Int] = []
        for name in field.split(separator: "|") {
            for id in tmdbIDs[String(name)] ?? [] where !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
