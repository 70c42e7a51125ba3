import FilmSwipeDomain
import Foundation

/// Writes reactions as the CSVs Letterboxd's importers read, a file for each importer, and never marks watched a film
/// the player did not say they saw.
///
/// Letterboxd's film importer marks every row watched. So only films marked seen, or rated on the service they were
/// imported from (a rating is given after watching), go to it, with that rating in half stars. A favourite or a dislike
/// swiped in the game says how a film strikes the player, not that they saw it: those go to lists, which mark nothing,
/// as the watchlist goes to the watchlist. No `WatchedDate`: FilmSwipe knows when a film was swiped, not when it was
/// watched, and a date would make up diary entries.
public struct LetterboxdExporter: Sendable {
    /// An exporter.
    public init() {}

    /// The files for `records`, in `LetterboxdImportFile.Kind` order; a kind with no film has no file.
    public func files(_ records: [ReactionRecord]) -> [LetterboxdImportFile] {
        LetterboxdImportFile.Kind.allCases.compactMap { kind in
            let chosen = records.filter { Self.belongs($0, in: kind) }
            guard !chosen.isEmpty else { return nil }
            var header = ["Title", "Year", "tmdbID"]
            if kind == .watched { header.append("Rating") }
            let rows = chosen.map { record -> [String] in
                let film = record.film
                var row = [film.title, film.year.map(String.init) ?? "", film.id.source == .tmdb ? String(film.id.value) : ""]
                if kind == .watched { row.append(record.originRating.map { Self.text(Self.stars($0, from: record.origin)) } ?? "") }
                return row
            }
            let text = ([header] + rows).map { $0.map(ReactionExporter.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
            return LetterboxdImportFile(kind: kind, films: chosen.count, data: Data(text.utf8))
        }
    }

    /// Whether `record` goes to the film importer, which marks it watched: the player said they saw it.
    public static func isWatched(_ record: ReactionRecord) -> Bool {
        record.reaction == .seen || record.originRating != nil
    }

    /// Whether `record` goes in the file of `kind`.
    static func belongs(_ record: ReactionRecord, in kind: LetterboxdImportFile.Kind) -> Bool {
        switch kind {
        case .watched: isWatched(record)
        case .watchlist: record.reaction == .watchlist
        case .favourites: record.reaction == .favourite
        case .disliked: record.reaction == .dislike
        }
    }

    /// `rating`, on `origin`'s scale, in Letterboxd's half stars from 0.5 to 5.
    static func stars(_ rating: Double, from origin: ReactionOrigin) -> Double {
        let stars = switch origin {
        case .letterboxd, .game: rating
        case .imdb, .tmdb: rating / 2
        }
        return min(5, max(0.5, (stars * 2).rounded() / 2))
    }

    private static func text(_ stars: Double) -> String {
        stars == stars.rounded() ? String(Int(stars)) : String(stars)
    }
}
