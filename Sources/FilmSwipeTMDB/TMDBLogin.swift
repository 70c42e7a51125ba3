import Foundation

/// TMDB's login in three steps: a request token, the user's approval of it in the browser, then a session for it.
public struct TMDBLogin: Sendable {
    private let client: TMDBClient

    /// A login through `client`; any session its settings hold is not used.
    public init(client: TMDBClient) {
        self.client = client
    }

    /// A new request token for the user to approve (`GET /authentication/token/new`); TMDB keeps it for an hour.
    public func requestToken() async throws -> String {
        struct Answer: Decodable {
            let requestToken: String
            private enum CodingKeys: String, CodingKey { case requestToken = "request_token" }
        }
        let request = TMDBRequest(.get, "/authentication/token/new")
        let token = try await client.decode(Answer.self, for: request).requestToken
        guard !token.isEmpty else {
            throw TMDBError.malformedResponse(path: request.path, reason: "field \"request_token\" is empty")
        }
        return token
    }

    /// The page where the user approves `requestToken`: `https://www.themoviedb.org/authenticate/{requestToken}`.
    public static func approvalURL(for requestToken: String) throws(TMDBError) -> URL {
        // The token is server text that is printed: encoding every other character keeps escape sequences out.
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        guard let token = requestToken.addingPercentEncoding(withAllowedCharacters: unreserved),
              let url = URL(string: "https://www.themoviedb.org/authenticate/" + token)
        else {
            throw .malformedResponse(path: "/authentication/token/new", reason: "field \"request_token\" cannot be put in a URL")
        }
        return url
    }

    /// The session for `requestToken` once the user approved it (`POST /authentication/session/new`); throws
    /// `TMDBError.sessionDenied` when the token was not approved or has expired.
    public func createSession(requestToken: String) async throws -> String {
        struct Answer: Decodable {
            let sessionID: String
            private enum CodingKeys: String, CodingKey { case sessionID = "session_id" }
        }
        let body = try JSONSerialization.data(withJSONObject: ["request_token": requestToken], options: [])
        let request = TMDBRequest(.post, "/authentication/session/new", body: body)
        let sessionID: String
        do {
            sessionID = try await client.decode(Answer.self, for: request).sessionID
        } catch let TMDBError.credentialsRejected(code) where code == 17 || code == 33 {
            // 17 "Session denied" (not approved) and 33 "Invalid request token" (expired) are about the approval,
            // not about the app credential the generic 401 message would blame.
            throw TMDBError.sessionDenied
        }
        guard !sessionID.isEmpty else {
            throw TMDBError.malformedResponse(path: request.path, reason: "field \"session_id\" is empty")
        }
        return sessionID
    }
}
