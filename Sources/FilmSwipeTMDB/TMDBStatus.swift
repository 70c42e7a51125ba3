import FilmSwipeDomain
import Foundation

/// Asks TMDB whether it accepts the app credential and the session of a client's settings.
public struct TMDBStatus: Sendable {
    private let client: TMDBClient

    /// Checks of `client`'s settings.
    public init(client: TMDBClient) {
        self.client = client
    }

    /// Returns when TMDB accepts the app credential; throws the error that says why not.
    public func checkCredential() async throws {
        // The genre list is small, needs no session, and answers 401 code 7 to a bad credential.
        _ = try await client.data(for: TMDBRequest(.get, "/genre/movie/list"))
    }

    /// Where posters come from: the image host `/3/configuration` names; throws `TMDBImageHostRefused` when that host
    /// is refused (plain http off the loopback), or the error that kept the configuration from being read.
    public func imageHost() async throws -> URL {
        let data = try await client.data(for: TMDBRequest(.get, "/configuration"))
        do {
            return try JSONDecoder().decode(TMDBImageConfiguration.self, from: data).baseURL
        } catch let refused as TMDBImageHostRefused {
            throw refused
        } catch {
            throw TMDBError.malformedResponse(path: "/configuration", reason: "no images.secure_base_url and poster_sizes")
        }
    }

    /// The account the session belongs to (`GET /account`); throws when TMDB refuses the credential or the session.
    public func account() async throws -> TMDBAccount {
        struct Answer: Decodable {
            let id: Int
            let username: String
        }
        let answer = try await client.decode(Answer.self, for: TMDBRequest(.get, "/account", needsSession: true))
        return TMDBAccount(id: answer.id, username: String(SafeText.clean(answer.username).prefix(100)))
    }
}
