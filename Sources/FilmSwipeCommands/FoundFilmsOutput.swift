import FilmSwipeDomain
import Foundation

/// How `filmswipe search` prints the films found, whichever source searched: `Title (Year)` a line, or JSON.
public enum FoundFilmsOutput {
    /// Writes `films` to standard output, as JSON when `json`.
    public static func write(_ films: [Film], json: Bool) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(films.map(FoundFilm.init)) + Data("\n".utf8))
        } else {
            for film in films {
                print(film.year.map { "\(film.title) (\($0))" } ?? film.title)
            }
        }
    }
}

/// A film as `search --json` prints it.
private struct FoundFilm: Encodable {
    let id: Int
    let title: String
    let year: Int?
    let genres: [String]
    let rating: Double
    let ratings: Int

    init(_ film: Film) {
        id = film.id.value
        title = film.title
        year = film.year
        genres = film.genres
        rating = (film.rating * 10).rounded() / 10
        ratings = film.ratingCount
    }
}
