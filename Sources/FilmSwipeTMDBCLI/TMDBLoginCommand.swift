import ArgumentParser
import FilmSwipeCommands
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb login`: the user approves FilmSwipe on TMDB's site, and the session is saved in the config file.
struct TMDBLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Approve FilmSwipe on TMDB's site and save the session, so reactions also go to your TMDB account."
    )

    func run() async throws {
        try await TMDBCommand.reporting {
            let environment = ProcessInfo.processInfo.environment
            // An old session plays no part in getting a new one.
            let settings = try TMDBSettings.load(environment: environment).with(sessionID: nil)
            let login = TMDBLogin(client: TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration))
            let requestToken = try await login.requestToken()
            let approvalURL = try TMDBLogin.approvalURL(for: requestToken)
            print("Open this page to let FilmSwipe use your TMDB account:")
            print("  \(approvalURL.absoluteString)")
            print("Approve FilmSwipe in your browser, then press Enter (Ctrl-C to cancel).")
            // The prompt must show before the wait even when stdout is a pipe; `nil` flushes every stream, and
            // naming `stdout` is refused by strict concurrency checking.
            fflush(nil)
            guard readLine() != nil else {
                throw CommandFailure("Standard input ended before Enter was pressed, so nothing was saved. "
                    + "Run `filmswipe tmdb login` in a terminal, approve FilmSwipe in the browser, then press Enter.")
            }

            let sessionID = try await login.createSession(requestToken: requestToken)
            let loggedIn = settings.with(sessionID: sessionID)
            let status = TMDBStatus(client: TMDBClient(settings: loggedIn, configuration: TMDBCommand.clientConfiguration))
            let account = try await status.account()
            // The credential and base URL are saved too, so later games need no environment variables.
            let location = TMDBConfigFile.defaultLocation(environment: environment)
            try loggedIn.configFile.save(to: location)
            print("Logged in as \(account.username) (account \(account.id)). Saved to \(location.path) (readable only by you).")
            if environment["TMDB_SESSION_ID"]?.isEmpty == false {
                print("TMDB_SESSION_ID is set in the environment and is used instead of the saved session until you unset it.")
            }
        }
    }
}
