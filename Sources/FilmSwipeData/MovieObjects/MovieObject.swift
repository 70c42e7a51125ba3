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
        Film(
            id: FilmID(source: source, value: id),
            title: SafeText.clean(title),
            year: year,
            overview: SafeText.clean(overview ?? ""),
            genres: (genreIDs ?? []).compactMap { genres.name(for: $0) },
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            rating: voteAverage ?? 0,
            ratingCount: voteCount ?? 0,
            posterPath: posterPath.map(SafeText.clean)
        )
    }
}
