import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Writes a release's films as a catalogue in TMDB's page shape, the one `CatalogueFile` reads, as the bundled
/// catalogue is written (`Fixtures/README.md`): most-rated first, the spread of each film's ratings, and for the films the
/// bundled catalogue has too, its loglines and IMDb facts; a film without a logline shows its most given tags.
enum CatalogueJSON {
    /// One film's line of the catalogue.
    struct Entry {
        let film: ReleaseFilm
        let count: Int
        let spread: [Int]
        /// The bundled catalogue's film of the same id, when there is one.
        let bundled: Film?
    }

    /// The catalogue file's bytes.
    static func data(_ entries: [Entry]) -> Data {
        var text = "{\"page\":1,\"results\":["
        text.reserveCapacity(entries.count * 400)
        for (number, entry) in entries.enumerated() {
            if number > 0 { text += "," }
            append(entry, to: &text)
        }
        text += "],\"total_pages\":1,\"total_results\":\(entries.count)}\n"
        return Data(text.utf8)
    }

    private static func append(_ entry: Entry, to text: inout String) {
        let film = entry.film
        let mean = entry.count == 0 ? 0 : Double(zip(entry.spread, 1...10).reduce(0) { $0 + $1.0 * $1.1 }) / Double(entry.count)
        var overview = entry.bundled?.overview ?? ""
        if overview.isEmpty, !film.tags.isEmpty { overview = "Tagged " + film.tags.joined(separator: ", ") + "." }
        text += "{\"id\":\(film.id),\"title\":\(JSONText.quoted(film.title))"
        if let original = film.originalTitle { text += ",\"original_title\":\(JSONText.quoted(original))" }
        text += ",\"overview\":\(JSONText.quoted(overview)),\"release_date\":\"\(film.year.map { String(format: "%04d", $0) } ?? "")\""
        text += ",\"genre_ids\":[\(film.genreIDs.map(String.init).joined(separator: ","))]"
        // Stars ½–5 doubled onto TMDB's 0–10, two decimals as the bundled catalogue has them.
        text += ",\"vote_average\":\(String(format: "%.2f", mean)),\"vote_count\":\(entry.count),\"popularity\":\(entry.count).0"
        text += ",\"rating_histogram\":[\(entry.spread.map(String.init).joined(separator: ","))]"
        if let tmdb = film.tmdbID { text += ",\"tmdb_id\":\(tmdb)" }
        if let bundled = entry.bundled {
            if let runtime = bundled.runtime { text += ",\"runtime\":\(runtime)" }
            if let budget = bundled.budget { text += ",\"budget\":\(budget)" }
            if let imdb = bundled.imdb { text += ",\"imdb_rating\":\(imdb.score),\"imdb_votes\":\(imdb.votes)" }
            if let certificate = bundled.certificate { text += ",\"certificate\":\(JSONText.quoted(certificate))" }
        }
        text += "}"
    }
}
