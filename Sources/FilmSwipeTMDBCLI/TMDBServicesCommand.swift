import ArgumentParser
import FilmSwipeCommands

/// `filmswipe services [add|remove] …`: the streaming services TMDB knows in the player's region, and which are the
/// player's own, saved in the data folder for `--only-mine` and for the cards.
struct TMDBServicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "services",
        abstract: "List the streaming services in your region, and save which are yours (for --only-mine and the cards).",
        // `filmswipe services` runs this as `filmswipe-tmdb services`, whose own name would read `filmswipe tmdb services`.
        usage: "filmswipe services [--region <code>] [--data-dir <dir>] [--mine | --clear]\nfilmswipe services add|remove <name> ... [--region <code>] [--data-dir <dir>]",
        discussion: """
        `filmswipe services` lists the services TMDB knows in your region (--region, else the config file's region, else \
        your locale's country), most prominent first, yours marked with *. `add NAME...` and `remove NAME...` change yours; \
        `--clear` forgets them. Names match without case or accents ("netflix", "disney+"); quote a name with spaces, or \
        give its words as they come ("disney plus"). Your services are saved per region in the data folder (services.json). \
        With services saved, `filmswipe --source tmdb --only-mine` (or the filters, f) deals only films on them.

        Availability by JustWatch. This product uses the TMDB API but is not endorsed or certified by TMDB.
        """,
        // Typed as `filmswipe services`, not `filmswipe tmdb services`: `tmdb`'s help and completion leave it out.
        shouldDisplay: false,
        subcommands: [TMDBServicesListCommand.self, TMDBServicesAddCommand.self, TMDBServicesRemoveCommand.self],
        defaultSubcommand: TMDBServicesListCommand.self
    )
}
