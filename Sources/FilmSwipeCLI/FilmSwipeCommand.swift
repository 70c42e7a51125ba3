import ArgumentParser
import FilmSwipeCommands

/// The `filmswipe` command; with no subcommand it plays. Commands are async; the game awaits its run loop, which
/// serves the main queue meanwhile. Its words pass `CommandLineEntry` first, which answers a word that is no command.
@main
struct FilmSwipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmswipe",
        abstract: "Swipe through films in the terminal: right favourite, left dislike, up watchlist.",
        // Each paragraph is one line (`\` joins them): the help wraps lines to the terminal's width itself.
        discussion: """
        Swipe with the arrow keys (right favourite, left dislike, up watchlist, down seen) or drag the top card with the mouse; in the game, \
        ? lists every key that applies there. Reactions are saved at once in the data folder; a new game goes on where the last one stopped.

        Films come from the bundled catalogue (offline), or with --source tmdb from TMDB, or with --source snapshot from a snapshot of \
        TMDB's most popular films that `filmswipe tmdb catalogue` fetched (offline); `filmswipe tmdb login` \
        connects your TMDB account so favourites and watchlist go there too. `filmswipe import` brings your history from \
        Letterboxd or IMDb; `filmswipe party host` and `party join` let friends swipe the same deck, a film everyone \
        likes being a match.

        The bundled catalogue is the MovieLens "latest-small" data set (GroupLens, University of \
        Minnesota; F. M. Harper and J. A. Konstan, ACM TiiS 5(4), 2015), for non-commercial use. A full MovieLens \
        release you download yourself is built with `filmswipe catalogue build --movielens` and played with --source movielens.

        This product uses the TMDB API but is not endorsed or certified by TMDB.
        """,
        version: FilmSwipeVersion.current,
        subcommands: [PlayCommand.self, SearchCommand.self, TonightCommand.self, ImportCommand.self, ListCommand.self, ExportCommand.self, StatsCommand.self, ResetCommand.self, RecommendForwardCommand.self, EvaluateForwardCommand.self, CatalogueCommand.self, ConfigCommand.self, ServicesForwardCommand.self, TMDBForwardCommand.self, PartyForwardCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    /// Runs the words after `filmswipe` through `CommandLineEntry`, then ArgumentParser.
    static func main() async {
        await CommandLineEntry.run(Array(CommandLine.arguments.dropFirst()))
    }
}
