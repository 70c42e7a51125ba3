import FilmSwipeDomain

/// A film in TMDB's list shape (shared/TMDB.md); the bundled catalogue uses the same shape.
package struct MovieObject: Decodable, Sendable {
    package let id: Int
    package let title: String
    package let overview: String?
    package let releaseDate: String?
    package let posterPath: String?
    package let genreIDs: [Int]?
    package let runtime: Int?
    package let voteAverage: Double?
    package let voteCount: Int?
    /// The ids a film may have: TMDB's and MovieLens's are positive and well within 32 bits.
    package static let idRange = 1...Int(Int32.max)
    /// The longest runtime read, in minutes: longer than any film released.
    package static let maxRuntime = 10_000

    /// What the bundled catalogue adds to TMDB's shape; nothing, from TMDB.
    package var extras = Extras()

    /// The bundled catalogue's fields beyond TMDB's list shape (Fixtures/README.md), each optional.
    package struct Extras: Sendable {
        /// The largest budget read, in dollars: well above any film's, far below what arithmetic could overflow on.
        package static let maxBudget = 10_000_000_000
        /// The largest vote or rating count read.
        package static let maxCount = 1_000_000_000

        package var budget: Int?
        package var certificate: String?
        package var imdbRating: Double?
        package var imdbVotes: Int?
        package var ratingHistogram: [Int]?
        /// The title in its first language (TMDB), or the catalogue's MovieLens title with its alternative names.
        package var originalTitle: String?
        /// The player's own rating, 0.5–10, on the items of TMDB's `/account/{id}/rated/movies`.
        package var accountRating: Double?
        /// The film's TMDB id, in a catalogue built from a MovieLens release (its links.csv): its TMDB page.
        package var tmdbID: Int?

        package init() {}
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, runtime
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case genreIDs = "genre_ids"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    /// The year from `release_date` ("YYYY-MM-DD" from TMDB, "YYYY" in the catalogue; "" means unknown).
    package var year: Int? {
        guard let releaseDate, releaseDate.count >= 4 else { return nil }
        return Int(releaseDate.prefix(4))
    }

    /// The domain film, its texts cleaned for display and genre ids named by `genres`.
    package func film(source: FilmSource, genres: GenreNames) -> Film {
        var film = Film(
            id: FilmID(source: source, value: id),
            title: SafeText.clean(title, limit: SafeText.titleLimit),
            year: year,
            overview: SafeText.clean(overview ?? "", limit: SafeText.overviewLimit),
            genres: (genreIDs ?? []).compactMap { genres.name(for: $0) },
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            rating: voteAverage ?? 0,
            ratingCount: voteCount ?? 0,
            posterPath: posterPath.map { SafeText.clean($0, limit: SafeText.titleLimit) }
        )
        film.budget = extras.budget.flatMap { $0 > 0 ? $0 : nil }
        // A certificate is a short code ("PG-13"); anything longer is not one.
        film.certificate = extras.certificate.map(SafeText.clean).flatMap { $0.isEmpty || $0.count > 10 ? nil : $0 }
        if let score = extras.imdbRating, let votes = extras.imdbVotes, votes > 0 { film.imdb = IMDbRating(score: score, votes: votes) }
        film.ratingSpread = extras.ratingHistogram ?? []
        film.pageURL = extras.tmdbID.map { "https://www.themoviedb.org/movie/\($0)" }
        film.originalTitle = extras.originalTitle.map { SafeText.clean($0, limit: SafeText.titleLimit) }.flatMap { $0.isEmpty ? nil : $0 }
        return film
    }
}
