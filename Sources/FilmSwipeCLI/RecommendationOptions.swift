import ArgumentParser
import Foundation
import FilmSwipeDomain

/// The filters and seed that shape what the recommender deals.
struct RecommendationOptions: ParsableArguments {
    @Option(name: .customLong("genre"), help: ArgumentHelp("Deal only films of this genre (repeat for several: any of them).", valueName: "name"))
    var genres: [String] = []

    @Option(name: .customLong("from-year"), help: ArgumentHelp("Deal only films from this year on.", valueName: "year"))
    var fromYear: Int?

    @Option(name: .customLong("to-year"), help: ArgumentHelp("Deal only films up to this year.", valueName: "year"))
    var toYear: Int?

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Deal only films rated at least this, 0–10.", valueName: "rating"))
    var minRating: Double?

    @Option(help: ArgumentHelp("Deal the same deck for the same seed and reactions (default: a new deck each game).", valueName: "number"))
    var seed: UInt64?

    /// The genre names the bundled catalogue uses.
    static let knownGenres = [
        "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy", "History",
        "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War", "Western",
    ]

    func validate() throws {
        for genre in genres where canonicalGenre(genre) == nil {
            throw ValidationError("Unknown genre '\(genre)'. Choose from: \(Self.knownGenres.joined(separator: ", ")).")
        }
        if let fromYear, let toYear, fromYear > toYear {
            throw ValidationError("--from-year \(fromYear) is after --to-year \(toYear): swap them.")
        }
        if let minRating, !(0...10).contains(minRating) {
            throw ValidationError("--min-rating \(minRating) is outside 0–10: ratings are on TMDB's 0–10 scale.")
        }
    }

    /// The filters asked for.
    var filter: RecommendationFilter {
        RecommendationFilter(genres: genres.compactMap(canonicalGenre), fromYear: fromYear, toYear: toYear, minRating: minRating)
    }

    private func canonicalGenre(_ name: String) -> String? {
        Self.knownGenres.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }
}
