import ArgumentParser
import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// The `filmswipe` command: plays the game on the bundled catalogue.
@main
struct FilmSwipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmswipe",
        abstract: "Swipe through films in the terminal: right favourite, left dislike, up watchlist."
    )

    @Option(name: .customLong("catalogue"), help: ArgumentHelp("A catalogue folder (holding catalogue.json) or JSON file to deal from instead of the bundled one.", valueName: "path"))
    var cataloguePath: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Where the game keeps its own files.", valueName: "dir"))
    var dataDirectory: String?

    mutating func run() async throws {
        let films = try CatalogueLoader(path: cataloguePath).load()
        print("Loaded \(films.count) films from the catalogue.")
    }
}
