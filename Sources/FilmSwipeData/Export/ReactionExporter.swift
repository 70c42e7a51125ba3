import FilmSwipeDomain
import Foundation

/// Writes reactions as CSV, JSON or Letterboxd's import CSV.
public struct ReactionExporter: Sendable {
    /// An exporter; dates are written in UTC, ISO 8601.
    public init() {}

    /// `records` in `format`, in the order given.
    public func export(_ records: [ReactionRecord], as format: ExportFormat) throws -> Data {
        switch format {
        case .csv: return Data(csv(records).utf8)
        case .json: return try json(records)
        case .letterboxd: return Data(letterboxd(records).utf8)
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

    private func letterboxd(_ records: [ReactionRecord]) -> String {
        let rows = records.map { record -> [String] in
            let film = record.film
            let tmdbID = film.id.source == .tmdb ? String(film.id.value) : ""
            return [film.title, film.year.map(String.init) ?? "", tmdbID, "filmswipe-\(Self.listName(record.reaction))"]
        }
        return ([["Title", "Year", "tmdbID", "Tags"]] + rows).map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    private struct JSONRecord: Encodable {
        let source: String, id: Int, title: String, year: Int?, genres: [String]
        let rating: Double, ratingCount: Int, list: String, reactedAt: String
        /// Where the reaction came from (game, letterboxd, imdb, tmdb) and the player's rating there.
        let origin: String, originRating: Double?
    }

    private func json(_ records: [ReactionRecord]) throws -> Data {
        let items = records.map {
            JSONRecord(source: $0.film.id.source.rawValue, id: $0.film.id.value, title: $0.film.title, year: $0.film.year,
                       genres: $0.film.genres, rating: $0.film.rating, ratingCount: $0.film.ratingCount,
                       list: Self.listName($0.reaction), reactedAt: Self.timestamp($0.reactedAt),
                       origin: $0.origin.rawValue, originRating: $0.originRating)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(items) + Data("\n".utf8)
    }

    // RFC 4180: quote fields holding a comma, quote or line break, doubling the quotes.
    private static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
    }
}
