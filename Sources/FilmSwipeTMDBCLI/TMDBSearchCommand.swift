import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation

/// `filmswipe search --source tmdb TEXT`: TMDB's films for a title, as `/` finds them in a TMDB game; `filmswipe` runs it
/// as `filmswipe-tmdb search`.
struct TMDBSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Find films on TMDB by title (what `filmswipe search --source tmdb` runs).", shouldDisplay: false
    )

    @Argument(help: "Words of a title.")
    var text: [String]

    @Flag(help: "Print the films as JSON: id (TMDB's), title, year, genres, rating (0 to 10) and number of votes.")
    var json = false

    @Option(help: "The most films to print (TMDB gives 20 at most).")
    var limit = 20

    @OptionGroup var region: RegionOption

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let query = SafeText.clean(text.joined(separator: " "))
            guard !TitleFolding.fold(query).isEmpty else {
                throw CommandFailure("Give some letters or digits of a title to search for, for example: filmswipe search --source tmdb dune", status: 64)
            }
            let environment = ProcessInfo.processInfo.environment
            let player = try PlayerSettings.load(flags: SettingFlags(region: region.code), environment: environment)
            let settings = try TMDBGame.settings(environment: environment)
            let search = TMDBFilmSearch(client: TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration), region: player.region.value.code)
            let films = try await search.films(matching: query, limit: limit)
            guard !films.isEmpty else {
                throw CommandFailure("TMDB has no film called \u{201C}\(query)\u{201D}. Try fewer or other words.")
            }
            try FoundFilmsOutput.write(films, json: json)
        }
    }
}
