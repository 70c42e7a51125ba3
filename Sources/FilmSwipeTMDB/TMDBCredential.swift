/// The app credential TMDB requires on every call; printing it never shows the secret.
public enum TMDBCredential: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// An API Read Access Token, sent as `Authorization: Bearer`; it keeps the secret out of URLs.
    case accessToken(String)
    /// A v3 API key, sent as the `api_key` query parameter.
    case apiKey(String)

    /// The secret itself, for the request and for redaction only.
    var secret: String {
        switch self {
        case let .accessToken(token): token
        case let .apiKey(key): key
        }
    }

    public var description: String {
        switch self {
        case .accessToken: "access token (redacted)"
        case .apiKey: "API key (redacted)"
        }
    }

    public var debugDescription: String { description }

    // `dump` and test failure output reflect stored values; the payload is kept out of them.
    public var customMirror: Mirror { Mirror(self, children: ["kind": description], displayStyle: .enum) }
}
