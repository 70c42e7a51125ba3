import FilmSwipeDomain
import Foundation

/// Sends reaction changes to the user's TMDB account: favourite and watchlist as account lists, dislike as a
/// rating of 1.0. The persistent outbox can call `apply` again until it succeeds: every call is idempotent.
public actor TMDBAccountWriter {
    /// The rating a dislike is sent as (TMDB has no dislike).
    public static let dislikeRating = 1.0

    private let client: TMDBClient
    private var accountID: Int?

    /// A writer through `client`, whose settings must hold a session.
    public init(client: TMDBClient) {
        self.client = client
    }

    /// The account's id, asked once per writer (`GET /account`).
    public func account() async throws -> Int {
        if let accountID { return accountID }
        struct Account: Decodable { let id: Int }
        let account = try await client.decode(Account.self, for: TMDBRequest(.get, "/account", needsSession: true))
        accountID = account.id
        return account.id
    }

    /// The account as the store keys its confirmations: the server and the account id, e.g. `api.themoviedb.org/548`.
    public func accountKey() async throws -> String {
        "\(client.settings.serverName)/\(try await account())"
    }

    /// Changes TMDB movie `movieID` from `old` to `new`: removes the old, adds the new, and if adding fails puts
    /// the old one back (as far as it can) before throwing the error that stopped it.
    public func apply(movieID: Int, from old: UserReaction, to new: UserReaction) async throws {
        guard old != new else { return }
        if old != .none { try await send(old, movieID: movieID, adding: false) }
        guard new != .none else { return }
        do {
            try await send(new, movieID: movieID, adding: true)
        } catch {
            if old != .none { try? await send(old, movieID: movieID, adding: true) }
            throw error
        }
    }

    private func send(_ reaction: UserReaction, movieID: Int, adding: Bool) async throws {
        switch reaction {
        case .favourite, .watchlist:
            let list = reaction == .favourite ? "favorite" : "watchlist"
            let body = try JSONSerialization.data(
                withJSONObject: ["media_type": "movie", "media_id": movieID, list: adding] as [String: Any],
                options: [.sortedKeys]
            )
            let id = try await account()
            try await client.write(TMDBRequest(.post, "/account/\(id)/\(list)", body: body, needsSession: true))
        case .dislike:
            let path = "/movie/\(movieID)/rating"
            if adding {
                let body = try JSONSerialization.data(withJSONObject: ["value": Self.dislikeRating], options: [])
                try await client.write(TMDBRequest(.post, path, body: body, needsSession: true))
            } else {
                do {
                    try await client.write(TMDBRequest(.delete, path, needsSession: true))
                } catch TMDBError.notFound {
                    // No rating to delete: the goal, no rating, is already reached.
                }
            }
        case .seen, .none:
            // TMDB has no "seen" list: for an account, a film only seen holds nothing.
            return
        }
    }
}
