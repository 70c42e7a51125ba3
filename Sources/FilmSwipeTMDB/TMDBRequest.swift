import Foundation

/// One call to the TMDB API: method, path under the API root, query and JSON body.
public struct TMDBRequest: Sendable, Hashable {
    /// The HTTP methods TMDB's v3 API uses.
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", delete = "DELETE"
    }

    /// GET for reads, POST and DELETE for account writes.
    public var method: Method
    /// The path under the API root, such as `/discover/movie`.
    public var path: String
    /// The query parameters; the client adds `api_key` and `session_id`.
    public var query: [URLQueryItem]
    /// The JSON body, for writes.
    public var body: Data?
    /// Whether the call acts for the user, so `session_id` is sent.
    public var needsSession: Bool

    /// A request; `path` starts with `/`.
    public init(_ method: Method = .get, _ path: String, query: [URLQueryItem] = [], body: Data? = nil, needsSession: Bool = false) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.needsSession = needsSession
    }
}
