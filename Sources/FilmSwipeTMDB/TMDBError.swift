import Foundation

/// Why a TMDB call failed; messages name the endpoint path (never its query) and the way out, never a secret.
public enum TMDBError: Error, Equatable, LocalizedError {
    /// HTTP 401: the key, token or session was refused (`statusCode` 7 for the app credential, 3 or 17 for the session).
    case credentialsRejected(statusCode: Int?)
    /// An account call was made without `TMDB_SESSION_ID`.
    case sessionRequired
    /// Login: TMDB gave no session because the request token was not approved in the browser, or has expired.
    case sessionDenied
    /// HTTP 404 for `path`.
    case notFound(path: String)
    /// HTTP 422 (e.g. a page above 500), with the server's reasons.
    case unprocessable(path: String, message: String)
    /// Another 4xx, such as a 400 for a bad rating value.
    case refused(path: String, httpStatus: Int, statusCode: Int?, message: String)
    /// A 5xx still failing after the retries.
    case serverError(path: String, httpStatus: Int, statusCode: Int?, message: String)
    /// HTTP 429 still returned after the retries.
    case rateLimited(path: String)
    /// No answer within the request timeout, after the retries.
    case timedOut(path: String)
    /// The network failed (no connection, host not found, connection lost), after the retries.
    case network(path: String, reason: String)
    /// The body was larger than the configured limit, and was not read.
    case responseTooLarge(path: String, limit: Int)
    /// The answer was not the JSON the contract describes.
    case malformedResponse(path: String, reason: String)
    /// A 2xx write whose `status_code` is not 1, 12 or 13.
    case writeNotConfirmed(path: String, statusCode: Int?)
    /// A page outside 1…`lastPage`.
    case pageOutOfRange(page: Int, lastPage: Int)

    public var errorDescription: String? {
        switch self {
        case let .credentialsRejected(code):
            if code == 3 || code == 17 {
                return "TMDB rejected the credentials: the session is not valid (or has expired). "
                    + "Run `filmswipe tmdb login` for a new session, or unset TMDB_SESSION_ID to play without account sync."
            }
            return "TMDB rejected the credentials: the API key or access token is not valid. "
                + "Check TMDB_ACCESS_TOKEN or TMDB_API_KEY, or the access_token or api_key in the config file "
                + "(`filmswipe tmdb status` shows which is used): it is the API Read Access Token or API key from "
                + "themoviedb.org's API settings."
        case .sessionRequired:
            return "This needs a TMDB session: set TMDB_SESSION_ID or run `filmswipe tmdb login`."
        case .sessionDenied:
            return "TMDB denied the session: FilmSwipe was not approved in the browser (or the approval expired). "
                + "Run `filmswipe tmdb login` again, open the link it prints, approve FilmSwipe there, then press Enter."
        case let .notFound(path):
            return "TMDB has no \(path) (404)."
        case let .unprocessable(path, message):
            return "TMDB refused \(path) (422): \(message)."
        case let .refused(path, status, code, message):
            return "TMDB refused \(path) (HTTP \(status)\(code.map { ", code \($0)" } ?? "")): \(message)."
        case let .serverError(path, status, code, message):
            return "TMDB failed on \(path) (HTTP \(status)\(code.map { ", code \($0)" } ?? "")): \(message). Try again later."
        case let .rateLimited(path):
            return "TMDB is rate-limiting requests (\(path) answered 429 after several waits). Try again in a minute."
        case let .timedOut(path):
            return "TMDB did not answer \(path) in time. Check the network, or try again later."
        case let .network(path, reason):
            return "Cannot reach TMDB for \(path): \(reason). Check the network or TMDB_BASE_URL."
        case let .responseTooLarge(path, limit):
            return "TMDB's answer to \(path) is larger than \(limit / 1024) KiB and was refused."
        case let .malformedResponse(path, reason):
            return "TMDB's answer to \(path) is not the expected JSON: \(reason)."
        case let .writeNotConfirmed(path, code):
            return "TMDB did not confirm the write to \(path) (status code \(code.map(String.init) ?? "missing"))."
        case let .pageOutOfRange(page, lastPage):
            return "Page \(page) does not exist: TMDB deals pages 1 to \(lastPage)."
        }
    }
}
