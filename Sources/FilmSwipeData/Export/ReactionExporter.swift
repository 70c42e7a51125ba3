import FilmSwipeDomain
import Foundation

/// Writes reactions as CSV or JSON, one document with every field (Letterboxd's files: `LetterboxdExporter`).
public struct ReactionExporter: Sendable {
    /// Letterboxd's importers take several files, which one document cannot hold.
    public struct SeveralFiles: Error, LocalizedError, Equatable {
        /// The error.
        public init() {}

        public var errorDescription: String? {
            "Letterboxd imports films you have seen, your watchlist and lists through different importers, so --format letterboxd writes a file for each into a folder"
        }
    }

    /// An exporter; dates are written in UTC, ISO 8601.
    public init() {}

    /// `records` in `format`, in the order given; `SeveralFiles` for Letterboxd's.
    public func export(_ records: [ReactionRecord], as format: ExportFormat) throws -> Data {
        switch format {
        case .csv: return Data(csv(records).utf8)
        case .json: return try json(records)
        case .letterboxd: throw SeveralFiles()
        }
    }

    /// The name a list has in files and on the command line.
    public static func listName(_ reaction: UserReaction) -> String {
        switch reaction {
        case .favourite: return "favourites"
        case .watchlist: return "watchlist"
        case .dislike: return "disliked"
        case .seen: return "seen"
        case .none: return "none"
        }
    }

    private func csv(_ records: [ReactionRecord]) -> String {
        let header = ["source", "film_id", "title", "year", "genres", "rating", "rating_count", "list", "reacted_at", "origin", "origin_rating"]
        let rows = records.map { record -> [String] in
            let film = record.film
            return [
                film.id.source.rawValue, String(film.id.value), film.title, film.year.map(String.init) ?? "",
                film.genres.joined(separator: "|"), String(format: "%.2f", film.rating), String(film.ratingCount),
                Self.listName(record.reaction), Self.timestamp(record.reactedAt), record.origin.rawValue,
                record.originRating.map { String($0) } ?? "",
            ]
        }
        return ([header] + rows).map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    // The CSV's column names, so a script reads either export with the same names.
    private struct JSONRecord: Encodable {
        let source: String, filmID: Int, title: String, year: Int?, genres: [String]
        let rating: Double, ratingCount: Int, list: String, reactedAt: String
        /// Where the reaction came from (game, letterboxd, imdb, tmdb) and the player's rating there.
        let origin: String, originRating: Double?

        enum CodingKeys: String, CodingKey {
            case source, filmID = "film_id", title, year, genres, rating, ratingCount = "rating_count", list
            case reactedAt = "reacted_at", origin, originRating = "origin_rating"
        }

        // Every key in every record, as every CSV row has every column: an unknown year or rating is null.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(source, forKey: .source)
            try container.encode(filmID, forKey: .filmID)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
            try container.encode(genres, forKey: .genres)
            try container.encode(rating, forKey: .rating)
            try container.encode(ratingCount, forKey: .ratingCount)
            try container.encode(list, forKey: .list)
            try container.encode(reactedAt, forKey: .reactedAt)
            try container.encode(origin, forKey: .origin)
            try container.encode(originRating, forKey: .originRating)
        }
    }

    private func json(_ records: [ReactionRecord]) throws -> Data {
        let items = records.map {
            JSONRecord(source: $0.film.id.source.rawValue, filmID: $0.film.id.value, title: $0.film.title, year: $0.film.year,
                       genres: $0.film.genres, rating: $0.film.rating, ratingCount: $0.film.ratingCount,
                       list: Self.listName($0.reaction), reactedAt: Self.timestamp($0.reactedAt),
                       origin: $0.origin.rawValue, originRating: $0.originRating)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(items) + Data("\n".utf8)
    }

    // RFC 4180: quote fields holding a comma, quote or line break, doubling the quotes.
    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
    }
}
