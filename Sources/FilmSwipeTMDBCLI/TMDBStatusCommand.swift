import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb status`: where TMDB is, which credential and session are used, and whether TMDB accepts them.
/// Exits 0 when everything configured works, 1 with the first failure's message otherwise.
struct TMDBStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the TMDB address, credential and session in use, and whether TMDB accepts them."
    )

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await TMDBCommand.reporting {
            let environment = ProcessInfo.processInfo.environment
            // A bad config file is refused before TMDB is asked anything.
            let dataFolder = try folder.dataFolder()
            let settings = try TMDBSettings.load(environment: environment)
            let configPath = TMDBConfigFile.defaultLocation(environment: environment).path
            let client = TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration)
            let status = TMDBStatus(client: client)
            print("TMDB API: \(settings.shownBaseURL)")
            if !TMDBConfigFile.isPrivate(at: URL(fileURLWithPath: configPath)) {
                print("Warning: \(configPath) can be read by other users, and it holds secrets: run `chmod 600 \(configPath)`.")
            }

            let credential = switch settings.credential {
            case .accessToken: "access token from \(Self.origin("TMDB_ACCESS_TOKEN", in: environment, else: configPath))"
            case .apiKey: "API key from \(Self.origin("TMDB_API_KEY", in: environment, else: configPath))"
            }
            var failure: Error?
            do {
                try await status.checkCredential()
                print("Credential: \(credential), accepted by TMDB.")
                print("Posters: \(await Self.posters(status, environment: environment))")
            } catch {
                print("Credential: \(credential), \(Self.verdict(on: error)).")
                failure = error
            }

            guard settings.sessionID != nil else {
                print("Session: none, so account sync is off. Run `filmswipe tmdb login` to turn it on.")
                if let failure { throw failure }
                return
            }
            let session = "from \(Self.origin("TMDB_SESSION_ID", in: environment, else: configPath))"
            if let failure {
                print("Session: \(session), not checked (TMDB must accept the credential first).")
                throw failure
            }
            do {
                let account = try await status.account()
                print("Session: \(session), accepted by TMDB: account \(account.id) (\(account.username)). Account sync is on.")
                print("Waiting to be sent: \(try await waiting(client: client, in: dataFolder)).")
            } catch {
                print("Session: \(session), \(Self.verdict(on: error)).")
                throw error
            }
        }
    }

    /// How many reactions the account has not confirmed, from the store in the data folder (not created if missing).
    private func waiting(client: TMDBClient, in url: URL) async throws -> String {
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent(ReactionStoreOpener.fileName).path) else {
            return "nothing (no reactions saved in \(url.path) yet)"
        }
        let store = try ReactionStoreOpener.open(in: try DataFolder.prepare(url))
        let outbox = TMDBOutbox(writer: TMDBAccountWriter(client: client), store: store)
        let count = try await outbox.pendingCount()
        return count == 0 ? "nothing" : "\(count == 1 ? "1 reaction" : "\(count) reactions") (`filmswipe tmdb sync` sends them now)"
    }

    /// Where posters come from, or why not from the host TMDB names.
    private static func posters(_ status: TMDBStatus, environment: [String: String]) async -> String {
        if let chosen = try? TMDBPosterImages.imageBase(environment: environment) {
            return "from \(SafeText.clean(chosen.absoluteString)) (TMDB_IMAGE_BASE_URL)."
        }
        do {
            return "from \(SafeText.clean(try await status.imageHost().absoluteString)) (TMDB's /3/configuration)."
        } catch let refused as TMDBImageHostRefused {
            return refused.errorDescription ?? "the image host TMDB names is refused."
        } catch {
            return "from \(TMDBImageConfiguration.standard.baseURL.absoluteString) (TMDB's /3/configuration could not be read: \(error.localizedDescription))"
        }
    }

    /// The environment variable `name` when it is set, which wins over the config file; else the config file.
    private static func origin(_ name: String, in environment: [String: String], else configPath: String) -> String {
        environment[name]?.isEmpty == false ? name : configPath
    }

    /// Whether TMDB said no, or could not be asked; the error's own message follows on standard error.
    private static func verdict(on error: Error) -> String {
        if case TMDBError.credentialsRejected = error { return "rejected by TMDB" }
        return "not checked (TMDB could not be asked)"
    }
}
