import ArgumentParser

/// The `filmswipe` command; with no subcommand it plays. Commands are synchronous: the game's run loop
/// must own the main thread, which an async `main` would keep busy.
@main
struct FilmSwipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmswipe",
        abstract: "Swipe through films in the terminal: right favourite, left dislike, up watchlist.",
        discussion: """
        Keys: → or l favourite, ← or h dislike, ↑ or k watchlist, Shift+arrow nudge, Enter details,
        r redo, u undo, b your lists, ? help, q quit. Drag the top card with the mouse to swipe it.
        Reactions are saved at once in the data folder; a new game goes on where the last one stopped.

        The bundled catalogue is the MovieLens "latest-small" data set (GroupLens, University of
        Minnesota; F. M. Harper and J. A. Konstan, ACM TiiS 5(4), 2015), for non-commercial use.

        This product uses the TMDB API but is not endorsed or certified by TMDB.
        """,
        subcommands: [PlayCommand.self, ListCommand.self, ExportCommand.self, StatsCommand.self, ResetCommand.self, EvaluateCommand.self, TMDBCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
