import ArgumentParser
import FilmSwipeDomain
import Foundation

/// The filters and seed that shape what the recommender deals.
public struct RecommendationOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("genre"), help: ArgumentHelp("Deal only films of this genre (repeat for several: any of them).", valueName: "name"), completion: .list(genreWords))
    public var genres: [String] = []

    @Option(name: .customLong("from-year"), help: ArgumentHelp("Deal only films from this year on.", valueName: "year"))
    public var fromYear: Int?

    @Option(name: .customLong("to-year"), help: ArgumentHelp("Deal only films up to this year.", valueName: "year"))
    public var toYear: Int?

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Deal only films rated at least this, from 0 to 10.", valueName: "rating"))
    public var minRating: Double?

    @Flag(name: .customLong("only-mine"), help: "With --source tmdb, and in tonight: only films on your streaming services in your region (`filmswipe services add NAME` saves them).")
    public var onlyMine = false

    @Option(help: ArgumentHelp("Deal the deck of this seed: the same first cards, and the same deck for the same reactions (default: the data folder's own seed, made on its first game).", valueName: "number"))
    public var seed: UInt64?

    /// Parsed from the command line.
    public init() {}

    /// The genre names the bundled catalogue uses.
    public static let knownGenres = [
        "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy", "History",
        "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War", "Western",
    ]

    /// The genre names as tab completion offers them, a hyphen for a space (`Science-Fiction`): fish splits the
    /// values it completes at spaces. Either spelling is taken.
    public static let genreWords = knownGenres.map { $0.replacingOccurrences(of: " ", with: "-") }

    public func validate() throws {
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

    /// Checks the options make sense for TMDB, which deals its own order: the filters do, the seed does not.
    public func validateForTMDB() throws {
        if seed != nil {
            throw ValidationError("--seed repeats the bundled catalogue's deck; TMDB deals what is popular now, blended with your favourites' recommendations.")
        }
    }

    /// The filters asked for.
    public var filter: RecommendationFilter {
        RecommendationFilter(genres: genres.compactMap(canonicalGenre), fromYear: fromYear, toYear: toYear, minRating: minRating, onlyYourServices: onlyMine)
    }

    private func canonicalGenre(_ name: String) -> String? {
        Self.knownGenres.indices.first { index in
            [Self.knownGenres[index], Self.genreWords[index]].contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        }.map { Self.knownGenres[$0] }
    }
}
