import Foundation

/// Makes a list on the user's TMDB account and adds films to it: `POST /list`, then `POST /list/{id}/add_item` a film
/// at a time, as `filmswipe tmdb list` does with a room's matches.
public struct TMDBListWriter: Sendable {
    /// TMDB's status code for an item already on the list (HTTP 403).
    static let duplicateEntry = 8

    /// What adding a film did.
    public enum Added: Sendable, Equatable {
        /// It is on the list now.
        case added
        /// It was on the list already.
        case alreadyThere
    }

    private let client: TMDBClient

    /// A writer through `client`, whose settings must hold a session.
    public init(client: TMDBClient) {
        self.client = client
    }

    /// Makes a list named `name`, described by `description`, and returns its id. Tried once: TMDB cannot be asked
    /// whether a list was made when its answer is lost, and a second try could make two.
    public func makeList(name: String, description: String) async throws -> Int {
        let body = try JSONSerialization.data(withJSONObject: ["name": name, "description": description, "language": "en"], options: [.sortedKeys])
        let request = TMDBRequest(.post, "/list", body: body, needsSession: true)
        let data = try await client.data(for: request, maxRetries: 0)
        struct Made: Decodable {
            let listID: Int
            private enum CodingKeys: String, CodingKey { case listID = "list_id" }
        }
        do {
            return try JSONDecoder().decode(Made.self, from: data).listID
        } catch {
            throw TMDBError.malformedResponse(path: request.path, reason: TMDBClient.reason(error))
        }
    }

    /// Adds TMDB movie `movieID` to list `listID`; a film already on it is no error. Safe to try again.
    public func add(movieID: Int, to listID: Int) async throws -> Added {
        let body = try JSONSerialization.data(withJSONObject: ["media_id": movieID], options: [])
        do {
            try await client.write(TMDBRequest(.post, "/list/\(listID)/add_item", body: body, needsSession: true))
            return .added
        } catch let TMDBError.refused(_, _, statusCode, _) where statusCode == Self.duplicateEntry {
            return .alreadyThere
        }
    }
}
