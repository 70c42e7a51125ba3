import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import Foundation

/// `filmswipe search TEXT [--json]`: the catalogue's films whose title holds TEXT, best-known first.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find films in the catalogue (or with --source tmdb, on TMDB) by any part of the title, as `/` does in the game: one film a line, `Title (Year)`.",
        discussion: "Case and accents do not matter: \"amelie\" finds the film whose title has an accent. The catalogue lists the most-rated first, TMDB the most relevant. Exits with status 1, saying so, when nothing matches."
    )

    @Argument(help: "Any part of a title; several words must all appear.")
    var text: [String]

    @Flag(help: "Print the films as JSON: id, title, year, genres, rating (0 to 10) and number of ratings.")
    var json = false

    @Option(help: "The most films to print.")
    var limit = 20

    @Option(name: .customLong("catalogue"), help: ArgumentHelp("A catalogue folder (holding catalogue.json) or JSON file to search instead of the bundled one.", valueName: "path"), completion: .file(extensions: ["json"]))
    var cataloguePath: String?

    @Option(help: ArgumentHelp("Where to search: catalogue (the bundled one, offline), movielens (the MovieLens catalogue built by `filmswipe catalogue build`) or tmdb (TMDB's search, as `/` in a TMDB game; needs TMDB_ACCESS_TOKEN or TMDB_API_KEY).", valueName: "source"))
    var source: FilmSourceChoice = .catalogue

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var region: RegionOption

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
        if source == .tmdb || source == .movielens, cataloguePath != nil {
            throw ValidationError("--catalogue searches a catalogue of your own; it cannot be combined with --source \(source.rawValue).")
        }
        if source != .tmdb, region.region != nil {
            throw ValidationError("--region gives TMDB's release dates: it goes with --source tmdb.")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let query = SafeText.clean(text.joined(separator: " "))
            guard !TitleFolding.fold(query).isEmpty else {
                throw CommandFailure("Give some letters or digits of a title to search for, for example: filmswipe search amelie", status: 64)
            }
            if source == .tmdb { try CompanionProgram.tmdb.run(tmdbArguments) }
            let path = source == .movielens ? try MovieLensCatalogue.open(in: folder.dataFolder()).folder.path : cataloguePath
            let films = TitleIndex(try CatalogueLoader(path: path).load()).search(query, limit: limit)
            guard !films.isEmpty else {
                throw CommandFailure("No film in the catalogue has \u{201C}\(query)\u{201D} in its title. Try fewer letters or another word.")
            }
            try FoundFilmsOutput.write(films, json: json)
        }
    }
}

extension SearchCommand {
    // The options as `filmswipe-tmdb search` takes them; the words after `--`, so one that starts with `-` stays a word.
    private var tmdbArguments: [String] {
        var arguments = ["search", "--limit=\(limit)"]
        if json { arguments.append("--json") }
        if let code = region.region { arguments.append("--region=\(code)") }
        return arguments + ["--"] + text
    }
}
