import FilmSwipeData
import Foundation

/// The TMDB settings saved in `$XDG_CONFIG_HOME/filmswipe/tmdb.json`, readable by the owner only (mode 0600).
public struct TMDBConfigFile: Sendable, Equatable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The API root including `/3`, when not the default.
    public var baseURL: String?
    /// The API Read Access Token.
    public var accessToken: String?
    /// The v3 API key.
    public var apiKey: String?
    /// The user session for account writes.
    public var sessionID: String?

    private enum CodingKeys: String, CodingKey {
        case baseURL = "base_url"
        case accessToken = "access_token"
        case apiKey = "api_key"
        case sessionID = "session_id"
    }

    /// Settings with the given values; `nil` leaves a setting out.
    public init(baseURL: String? = nil, accessToken: String? = nil, apiKey: String? = nil, sessionID: String? = nil) {
        self.baseURL = baseURL
        self.accessToken = accessToken
        self.apiKey = apiKey
        self.sessionID = sessionID
    }

    /// `$XDG_CONFIG_HOME/filmswipe/tmdb.json`, or `~/.config/filmswipe/tmdb.json` when it is unset or relative.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGFolder.config.url(environment: environment).appendingPathComponent("tmdb.json")
    }

    /// The settings in `url`, or `nil` when there is no such file.
    public static func read(from url: URL) throws(TMDBSettingsError) -> TMDBConfigFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableConfig(path: url.path, reason: "the file cannot be read")
        }
        do {
            return try JSONDecoder().decode(TMDBConfigFile.self, from: data)
        } catch {
            // The decoder's own message could quote the file, so only the kind of problem is named.
            throw .unreadableConfig(path: url.path, reason: "it is not a JSON object with string fields base_url, access_token, api_key, session_id")
        }
    }

    /// Whether the file at `url` is missing or readable by its owner only; a file others can read exposes the secrets.
    public static func isPrivate(at url: URL) -> Bool {
        guard let mode = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int else { return true }
        return mode & 0o077 == 0
    }

    /// Writes the settings to `url` whole or not at all, created with mode 0600 in a folder made 0700 if missing.
    public func save(to url: URL) throws(TMDBSettingsError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // A folder made earlier by hand may be open to others; it is FilmSwipe's own, so it is closed.
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        } catch {
            throw .unwritableConfig(path: url.path, reason: "the folder cannot be created")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else {
            throw .unwritableConfig(path: url.path, reason: "the settings cannot be encoded")
        }
        do {
            try AtomicFile.write(data, to: url, permissions: 0o600)
        } catch {
            throw .unwritableConfig(path: url.path, reason: error.reason)
        }
    }

    public var description: String {
        "TMDBConfigFile(baseURL: \(baseURL ?? "default"), accessToken: \(Self.mark(accessToken)), "
            + "apiKey: \(Self.mark(apiKey)), sessionID: \(Self.mark(sessionID)))"
    }

    public var debugDescription: String { description }

    // `dump` and test failure output reflect stored values; the secrets are kept out of them.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": baseURL as Any, "accessToken": Self.mark(accessToken), "apiKey": Self.mark(apiKey), "sessionID": Self.mark(sessionID),
        ], displayStyle: .struct)
    }

    private static func mark(_ secret: String?) -> String { secret == nil ? "none" : "(redacted)" }
}
