import Foundation

/// Where and as whom to reach TMDB: from the environment, else from the config file.
public struct TMDBSettings: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// TMDB's own API root.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org/3")!

    /// The API root including `/3`.
    public let baseURL: URL
    /// The app credential.
    public let credential: TMDBCredential
    /// The user session for account writes; without one nothing is written to the account.
    public let sessionID: String?

    /// Settings from their parts; `baseURL` must be https, or http on the loopback.
    public init(baseURL: URL = TMDBSettings.defaultBaseURL, credential: TMDBCredential, sessionID: String? = nil) throws(TMDBSettingsError) {
        try Self.check(baseURL, as: baseURL.absoluteString)
        self.baseURL = baseURL
        self.credential = credential
        self.sessionID = sessionID.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The settings from `environment` (`TMDB_BASE_URL`, `TMDB_ACCESS_TOKEN`, `TMDB_API_KEY`, `TMDB_SESSION_ID`), each
    /// falling back to the config file at `configFile`; a credential in the environment wins over any in the file.
    public static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        configFile: URL? = nil
    ) throws(TMDBSettingsError) -> TMDBSettings {
        let location = configFile ?? TMDBConfigFile.defaultLocation(environment: environment)
        let file = try TMDBConfigFile.read(from: location) ?? TMDBConfigFile()
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }

        let credential: TMDBCredential
        if let token = value("TMDB_ACCESS_TOKEN") {
            credential = .accessToken(token)
        } else if let key = value("TMDB_API_KEY") {
            credential = .apiKey(key)
        } else if let token = nonEmpty(file.accessToken) {
            credential = .accessToken(token)
        } else if let key = nonEmpty(file.apiKey) {
            credential = .apiKey(key)
        } else {
            throw .missingCredential(configPath: location.path)
        }
        let baseText = value("TMDB_BASE_URL") ?? nonEmpty(file.baseURL)
        let baseURL = try baseText.map(parse) ?? defaultBaseURL
        return try TMDBSettings(baseURL: baseURL, credential: credential, sessionID: value("TMDB_SESSION_ID") ?? nonEmpty(file.sessionID))
    }

    /// These settings as a config file's contents.
    public var configFile: TMDBConfigFile {
        var file = TMDBConfigFile(sessionID: sessionID)
        if baseURL != Self.defaultBaseURL { file.baseURL = baseURL.absoluteString }
        switch credential {
        case let .accessToken(token): file.accessToken = token
        case let .apiKey(key): file.apiKey = key
        }
        return file
    }

    /// The same settings with another session.
    public func with(sessionID: String?) -> TMDBSettings {
        // The base URL was checked when these settings were made.
        try! TMDBSettings(baseURL: baseURL, credential: credential, sessionID: sessionID)
    }

    /// The server, as a name fit for a folder: `api.themoviedb.org`, or `127.0.0.1_47123` with a port. Cached pages
    /// and account confirmations are kept per server, so a mirror or the tests' stub never mixes with TMDB.
    public var serverName: String {
        let host = (baseURL.host ?? "server").lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return baseURL.port.map { "\(host)_\($0)" } ?? host
    }

    /// The secrets these settings hold, for redaction.
    var secrets: [String] { [credential.secret, sessionID].compactMap { $0 }.filter { !$0.isEmpty } }

    /// The API root as it may be shown: without a user, password, query or fragment, which could hold a secret.
    public var shownBaseURL: String {
        guard var parts = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return "(the configured address)" }
        parts.user = nil
        parts.password = nil
        parts.query = nil
        parts.fragment = nil
        return parts.string ?? "(the configured address)"
    }

    public var description: String {
        "TMDBSettings(baseURL: \(shownBaseURL), credential: \(credential), session: \(sessionID == nil ? "none" : "(redacted)"))"
    }

    public var debugDescription: String { description }

    // `dump` and test failure output reflect stored values; the secrets are kept out of them.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": baseURL, "credential": credential, "sessionID": sessionID == nil ? "none" : "(redacted)",
        ], displayStyle: .struct)
    }

    private static func parse(_ text: String) throws(TMDBSettingsError) -> URL {
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let url = URL(string: trimmed) else { throw .invalidBaseURL(text) }
        try check(url, as: text)
        return url
    }

    private static func check(_ url: URL, as text: String) throws(TMDBSettingsError) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty, url.query == nil else {
            throw .invalidBaseURL(text)
        }
        switch scheme {
        case "https": return
        case "http":
            let loopback = ["127.0.0.1", "::1", "[::1]", "localhost"]
            guard loopback.contains(host.lowercased()) else { throw .insecureBaseURL(text) }
        default:
            throw .invalidBaseURL(text)
        }
    }
}
