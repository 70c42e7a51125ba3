import ArgumentParser
import FilmSwipeCommands
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb logout`: removes the session from the config file and keeps the rest of it.
struct TMDBLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Remove the saved TMDB session: reactions stop going to your account; the credential stays."
    )

    func run() async throws {
        try await TMDBCommand.reporting {
            let environment = ProcessInfo.processInfo.environment
            let location = TMDBConfigFile.defaultLocation(environment: environment)
            if var file = try TMDBConfigFile.read(from: location) {
                if file.sessionID?.isEmpty == false {
                    file.sessionID = nil
                    try file.save(to: location)
                    print("Logged out: removed the TMDB session from \(location.path); the other settings stay.")
                } else {
                    print("Not logged in: \(location.path) holds no TMDB session.")
                }
            } else {
                print("Not logged in: there is no TMDB settings file at \(location.path).")
            }
            if environment["TMDB_SESSION_ID"]?.isEmpty == false {
                print("TMDB_SESSION_ID is still set in the environment and applies until you unset it.")
            }
        }
    }
}
