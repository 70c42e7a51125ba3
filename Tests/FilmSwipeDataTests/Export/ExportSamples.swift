import FilmSwipeDomain
import Foundation

/// Three reactions with the awkward cases: a comma and quotes in a title, CJK, no year, a TMDB film.
enum ExportSamples {
    static let records: [ReactionRecord] = [
        ReactionRecord(
            film: Film(id: FilmID(source: .tmdb, value: 550), title: "Fight Club", year: 1999, genres: ["Drama"], rating: 8.4, ratingCount: 30000),
            reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 1_700_000_200)
        ),
        ReactionRecord(
            film: Film(id: FilmID(source: .catalogue, value: 1136), title: "Monty Python and the \"Holy\" Grail, Special", year: 1975, genres: ["Adventure", "Comedy"], rating: 8.2, ratingCount: 154),
            reaction: .watchlist, reactedAt: Date(timeIntervalSince1970: 1_700_000_100)
        ),
        ReactionRecord(
            film: Film(id: FilmID(source: .catalogue, value: 9), title: "東京物語", genres: [], rating: 0, ratingCount: 0),
            reaction: .dislike, reactedAt: Date(timeIntervalSince1970: 1_700_000_000)
        ),
        ReactionRecord(
            film: Film(id: FilmID(source: .catalogue, value: 6), title: "Heat", year: 1995, genres: ["Action", "Crime"], rating: 7.9, ratingCount: 104),
            reaction: .seen, reactedAt: Date(timeIntervalSince1970: 1_500_000_000), origin: .letterboxd, originRating: 3.5
        ),
    ]

    static let expectedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    static func expected(_ name: String) throws -> Data {
        try Data(contentsOf: expectedFolder.appendingPathComponent(name))
    }
}
