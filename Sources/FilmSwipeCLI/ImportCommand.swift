import ArgumentParser

/// `filmswipe import letterboxd|imdb PATH`: a film history from another service, so the first card is already yours.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import your film history from Letterboxd or IMDb: rated, liked, watched and watchlisted films.",
        discussion: """
        Films are placed on the bundled catalogue by title and year; a title that fits two films is left out, never \
        guessed. Imported films are never dealt, and the recommender ranks by them from the first card. The import is \
        one transaction: all or nothing. Importing the same file again changes nothing, and a reaction you made in the \
        game is kept unless you pass --overwrite. Your TMDB account: `filmswipe tmdb import`.
        """,
        subcommands: [ImportLetterboxdCommand.self, ImportIMDbCommand.self]
    )
}
