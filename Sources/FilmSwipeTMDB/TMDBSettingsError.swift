import FilmSwipeDomain
import Foundation

/// Why the TMDB settings cannot be used; each message names the setting and the way out, never a secret.
public enum TMDBSettingsError: Error, Equatable, LocalizedError {
    /// Neither `TMDB_ACCESS_TOKEN` nor `TMDB_API_KEY` is set, in the environment or the config file.
    case missingCredential(configPath: String)
    /// `TMDB_BASE_URL` is not an absolute http(s) URL.
    case invalidBaseURL(String)
    /// `TMDB_BASE_URL` uses plain http for a host that is not the loopback.
    case insecureBaseURL(String)
    /// The config file exists but cannot be read or is not the expected JSON.
    case unreadableConfig(path: String, reason: String)
    /// The config file could not be written.
    case unwritableConfig(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .missingCredential(configPath):
            return "No TMDB credential: set TMDB_ACCESS_TOKEN (the API Read Access Token) or TMDB_API_KEY, "
                + "or put one in \(configPath); for account writes also set TMDB_SESSION_ID or run `filmswipe tmdb login`."
        case let .invalidBaseURL(url):
            return "TMDB_BASE_URL \"\(shown(url))\" is not an http(s) URL such as https://api.themoviedb.org/3."
        case let .insecureBaseURL(url):
            return "TMDB_BASE_URL \"\(shown(url))\" uses plain http, which would send the credential unencrypted; "
                + "use https (plain http is allowed only for 127.0.0.1, ::1 and localhost)."
        case let .unreadableConfig(path, reason):
            return "Cannot read the TMDB config file \(path): \(reason). Fix or delete it, or run `filmswipe tmdb login`."
        case let .unwritableConfig(path, reason):
            return "Cannot write the TMDB config file \(path): \(reason). Check the folder's permissions or set XDG_CONFIG_HOME."
        }
    }

    // A URL as the user wrote it, without any query (which could hold a key), safe to draw.
    private func shown(_ url: String) -> String {
        SafeText.clean(String(url.prefix { $0 != "?" }.prefix(200)))
    }
}
