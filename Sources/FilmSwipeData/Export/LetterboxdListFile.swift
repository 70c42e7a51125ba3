import FilmSwipeDomain
import Foundation

/// A list for Letterboxd's list importer (New list, then Import): `Title, Year, tmdbID`, as `export --format
/// letterboxd` writes its lists, a film a row in the list's order. A list marks nothing watched.
public enum LetterboxdListFile {
    /// The CSV for `films`, in their order; a TMDB film gets its TMDB id, which Letterboxd matches first.
    public static func data(_ films: [Film]) -> Data {
        let rows = films.map { film in
            [film.title, film.year.map(String.init) ?? "", film.id.source == .tmdb ? String(film.id.value) : ""]
        }
        let text = ([["Title", "Year", "tmdbID"]] + rows).map { $0.map(ReactionExporter.csvField).joined(separator: ",") }.joined(separator: "\r\n")
        return Data((text + "\r\n").utf8)
    }

    /// The file name of a party room's matches: `letterboxd-party-K7QX3PM.csv`, which `filmswipe import letterboxd`
    /// reads back as films to watch.
    public static func partyFileName(code: String) -> String {
        "letterboxd-party-\(code).csv"
    }
}
