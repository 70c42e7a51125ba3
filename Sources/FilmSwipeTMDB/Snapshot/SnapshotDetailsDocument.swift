import FilmSwipeDomain
import Foundation

/// The parts of `/movie/{id}` details that make a snapshot film's list fields, and the ids of its recommendations
/// (shared/TMDB.md, "A film's details in one request").
struct SnapshotDetailsDocument: Decodable {
    struct Genre: Decodable {
        let name: String
    }

    struct Recommendations: Decodable {
        struct Item: Decodable { let id: Int }
        let results: [Item]
    }

    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    let releaseDate: String?
    let genres: [Genre]?
    let runtime: Int?
    let voteAverage: Double?
    let voteCount: Int?
    let posterPath: String?
    let budget: Int?
    let recommendations: Recommendations?

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, runtime, budget, recommendations
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case posterPath = "poster_path"
    }

    /// The film these details describe, its texts cleaned; people, certificate, trailer and availability not yet read.
    var film: Film {
        let clean = { (text: String) in SafeText.clean(text, limit: SafeText.titleLimit) }
        var film = Film(
            id: FilmID(source: .tmdb, value: id), title: clean(title),
            year: releaseDate.flatMap { $0.count >= 4 ? Int($0.prefix(4)) : nil },
            overview: SafeText.clean(overview ?? "", limit: SafeText.overviewLimit),
            genres: (genres ?? []).map { SafeText.clean($0.name, limit: SafeText.genreLimit) }.filter { !$0.isEmpty },
            runtime: runtime.flatMap { (1...10_000).contains($0) ? $0 : nil },
            rating: voteAverage.map { $0.isFinite ? min(max($0, 0), 10) : 0 } ?? 0, ratingCount: max(0, voteCount ?? 0),
            posterPath: posterPath.map(clean)
        )
        let original = originalTitle.map(clean)
        film.originalTitle = original == film.title || original?.isEmpty == true ? nil : original
        film.budget = budget.flatMap { $0 > 0 ? $0 : nil }
        film.pageURL = "https://www.themoviedb.org/movie/\(id)"
        return film
    }
}
