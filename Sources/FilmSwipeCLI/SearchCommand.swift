import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import Foundation

/// `filmswipe search TEXT [--json]`: the catalogue's films whose title holds TEXT, best-known first.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find films in the catalogue by any part of the title, as `/` does in the game: one film a line, `Title (Year)`, most-rated first.",
        discussion: "Case and accents do not matter: \"amelie\" finds the film whose title has an accent. Exits with status 1, saying so, when nothing matches."
    )

    @Argument(help: "Any part of a title; several words must all appear.")
    var text: [String]

    @Flag(help: "Print the films as JSON: id, title, year, genres, rating (0 to 10) and number of ratings.")
    var json = false

    @Option(help: "The most films to print.")
    var limit = 20

    @Option(name: .customLong("catalogue"), help: ArgumentHelp("A catalogue folder (holding catalogue.json) or JSON file to search instead of the bundled one.", valueName: "path"))
    var cataloguePath: String?

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let query = SafeText.clean(text.joined(separator: " "))
            guard !TitleFolding.fold(query).isEmpty else {
                throw CommandFailure("Give some letters or digits of a title to search for, for example: filmswipe search amelie", status: 64)
            }
            let films = TitleIndex(try CatalogueLoader(path: cataloguePath).load()).search(query, limit: limit)
            guard !films.isEmpty else {
                throw CommandFailure("No film in the catalogue has \u{201C}\(query)\u{201D} in its title. Try fewer letters or another word.")
            }
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
