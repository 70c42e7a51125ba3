import ArgumentParser
import FilmSwipeCommands
import FilmSwipeTMDB
import Foundation

/// `filmswipe-tmdb`, run by `filmswipe tmdb login|status|sync|logout` and `filmswipe --source tmdb`: connects
/// FilmSwipe to a TMDB account, checks it, sends what waits, disconnects it, and plays TMDB's films.
@main
struct TMDBCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        // Shown in help and usage: players type `filmswipe tmdb`, which runs this program.
        commandName: "filmswipe tmdb",
        abstract: "Connect FilmSwipe to your TMDB account, check the connection, import its films, or disconnect; fetch a snapshot of TMDB's films to play offline.",
        // Each paragraph is one line (`\` joins them): the help wraps lines to the terminal, and a break in
        // the source would show as a ragged edge.
        discussion: """
        The app credential comes from TMDB_ACCESS_TOKEN (the API Read Access Token) or TMDB_API_KEY, or from \
        the TMDB settings file $XDG_CONFIG_HOME/filmswipe/tmdb.json (~/.config/filmswipe/tmdb.json by default; the player's defaults are in config.toml beside it). \
        `login` saves a session there, readable only by you, so reactions also go to your TMDB account. \
        Reactions are always saved here first; those the account has not confirmed wait in the data folder's \
        store and are sent in the background while you play, at quit, or by `sync`.

        This product uses the TMDB API but is not endorsed or certified by TMDB.
        """,
        version: FilmSwipeVersion.current,
        subcommands: [TMDBLoginCommand.self, TMDBStatusCommand.self, TMDBSyncCommand.self, TMDBImportCommand.self, TMDBListCommand.self, TMDBCatalogueCommand.self, TMDBLogoutCommand.self, TMDBServicesCommand.self, TMDBPlayCommand.self, TMDBSearchCommand.self]
    )
}

extension TMDBCommand {
    /// Short timeouts and one retry: someone is waiting at the prompt, and a dead network should fail in seconds.
    static var clientConfiguration: TMDBClientConfiguration {
        TMDBClientConfiguration(connectTimeout: 5, requestTimeout: 10, maxRetries: 1, maxRateLimitRetries: 2, maxRetryAfter: .seconds(10))
    }

    /// Runs `body` like `CommandFailure.reporting`; TMDB's, the network's and the config file's errors are
    /// reported by their own messages, which name the way out.
    nonisolated(nonsending) static func reporting(_ body: nonisolated(nonsending) () async throws -> Void) async throws {
        try await CommandFailure.reporting {
            do {
                try await body()
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(error.localizedDescription)
            }
        }
    }
}
