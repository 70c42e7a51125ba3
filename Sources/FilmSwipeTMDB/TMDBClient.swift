import FilmSwipeDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Talks JSON to the TMDB API: authentication, timeouts, retries with backoff, 429 waits and typed errors.
public final class TMDBClient: Sendable {
    /// Where and as whom.
    public let settings: TMDBSettings
    /// Timeouts, retries and limits.
    public let configuration: TMDBClientConfiguration
    private let session: URLSession
    private let transfer: URLSessionTransfer
    // FoundationNetworking times a request out by its session's setting, not the request's own, so brief tries have
    // a session of their own.
    private let briefSession: URLSession
    private let briefTransfer: URLSessionTransfer

    /// A client for `settings`.
    public init(settings: TMDBSettings, configuration: TMDBClientConfiguration = TMDBClientConfiguration()) {
        self.settings = settings
        self.configuration = configuration
        transfer = URLSessionTransfer(limit: configuration.maxBodyBytes)
        session = Self.session(waiting: configuration.requestTimeout, connecting: configuration.connectTimeout, delegate: transfer)
        briefTransfer = URLSessionTransfer(limit: configuration.maxBodyBytes)
        briefSession = Self.session(waiting: configuration.briefTimeout, connecting: 0, delegate: briefTransfer)
    }

    deinit {
        session.finishTasksAndInvalidate()
        briefSession.finishTasksAndInvalidate()
    }

    // URLSession has no connect timeout of its own: the idle timeout bounds each wait (for the connection and for
    // data), and the whole exchange may take the connect and request timeouts together.
    private static func session(waiting: TimeInterval, connecting: TimeInterval, delegate: URLSessionTransfer) -> URLSession {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = wholeSeconds(waiting)
        sessionConfiguration.timeoutIntervalForResource = wholeSeconds(connecting + waiting)
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    /// The body of a successful (2xx) answer to `request`, after the retries the configuration allows (or `maxRetries`);
    /// `brief` waits only the configuration's brief timeout, for a try whose failure something else can stand in for.
    public func data(for request: TMDBRequest, maxRetries: Int? = nil, brief: Bool = false) async throws -> Data {
        let maxRetries = maxRetries ?? configuration.maxRetries
        let urlRequest = try urlRequest(for: request, timeout: brief ? configuration.briefTimeout : configuration.requestTimeout)
        var retries = 0
        var rateLimitRetries = 0
        while true {
            try Task.checkCancellation()
            let outcome: Outcome
            do {
                outcome = try await attempt(urlRequest, path: request.path, brief: brief)
            } catch let error as TMDBError {
                switch error {
                case .timedOut, .network:
                    guard retries < maxRetries else { throw error }
                    try await configuration.sleep(configuration.backoff(attempt: retries))
                    retries += 1
                    continue
                default:
                    throw error
                }
            }
            switch outcome {
            case let .success(data):
                return data
            case let .retryAfter(delay):
                guard rateLimitRetries < configuration.maxRateLimitRetries else { throw TMDBError.rateLimited(path: request.path) }
                let wait = delay ?? configuration.rateLimitDelay
                guard wait <= configuration.maxRetryAfter else { throw TMDBError.rateLimited(path: request.path) }
                try await configuration.sleep(wait)
                rateLimitRetries += 1
            case let .serverError(error):
                guard retries < maxRetries else { throw error }
                try await configuration.sleep(configuration.backoff(attempt: retries))
                retries += 1
            }
        }
    }

    /// `request`'s answer decoded as `T` with explicit coding keys.
    public func decode<T: Decodable>(_ type: T.Type, for request: TMDBRequest) async throws -> T {
        let data = try await data(for: request)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw TMDBError.malformedResponse(path: request.path, reason: Self.reason(error))
        }
    }

    /// Sends a write and checks TMDB's confirmation: a 2xx with `status_code` 1 (created), 12 (updated) or 13 (deleted).
    @discardableResult
    public func write(_ request: TMDBRequest) async throws -> Int {
        let data = try await data(for: request)
        guard let body = TMDBStatusBody.decode(data) else {
            throw TMDBError.malformedResponse(path: request.path, reason: "the confirmation is not a JSON object")
        }
        guard let code = body.statusCode, [1, 12, 13].contains(code) else {
            throw TMDBError.writeNotConfirmed(path: request.path, statusCode: body.statusCode)
        }
        return code
    }

    private enum Outcome {
        case success(Data)
        case retryAfter(Duration?)
        case serverError(TMDBError)
    }

    private func attempt(_ urlRequest: URLRequest, path: String, brief: Bool) async throws -> Outcome {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await brief
                ? briefTransfer.data(for: urlRequest, on: briefSession)
                : transfer.data(for: urlRequest, on: session)
        } catch is URLSessionTransfer.TooLarge {
            throw TMDBError.responseTooLarge(path: path, limit: configuration.maxBodyBytes)
        } catch let error as URLError {
            if error.code == .cancelled, Task.isCancelled { throw CancellationError() }
            throw Self.networkError(error, path: path)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw TMDBError.network(path: path, reason: "the connection failed")
        }
        guard let http = response as? HTTPURLResponse else {
            throw TMDBError.malformedResponse(path: path, reason: "the answer is not HTTP")
        }
        guard data.count <= configuration.maxBodyBytes else {
            throw TMDBError.responseTooLarge(path: path, limit: configuration.maxBodyBytes)
        }
        let status = http.statusCode
        if (200..<300).contains(status) { return .success(data) }
        let body = TMDBStatusBody.decode(data)
        let message = Self.shown(redacted(body?.rawMessage ?? "no explanation"))
        switch status {
        case 401:
            throw TMDBError.credentialsRejected(statusCode: body?.statusCode)
        case 404:
            throw TMDBError.notFound(path: path)
        case 422:
            throw TMDBError.unprocessable(path: path, message: message)
        case 429:
            let header = http.value(forHTTPHeaderField: "Retry-After")?.trimmingCharacters(in: .whitespaces)
            return .retryAfter(header.flatMap(Int.init).map { .seconds(max(0, $0)) })
        case 300...399:
            throw TMDBError.refused(path: path, httpStatus: status, statusCode: nil,
                                    message: "it answered with a redirect, which is not followed so the credential stays here; check TMDB_BASE_URL")
        case 500...599:
            return .serverError(.serverError(path: path, httpStatus: status, statusCode: body?.statusCode, message: message))
        default:
            throw TMDBError.refused(path: path, httpStatus: status, statusCode: body?.statusCode, message: message)
        }
    }

    private func urlRequest(for request: TMDBRequest, timeout: TimeInterval) throws -> URLRequest {
        guard var components = URLComponents(url: settings.baseURL, resolvingAgainstBaseURL: false) else {
            throw TMDBError.network(path: request.path, reason: "the base URL is not usable")
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + request.path
        var query = request.query
        if case let .apiKey(key) = settings.credential { query.append(URLQueryItem(name: "api_key", value: key)) }
        if request.needsSession {
            guard let sessionID = settings.sessionID else { throw TMDBError.sessionRequired }
            query.append(URLQueryItem(name: "session_id", value: sessionID))
        }
        components.queryItems = query.isEmpty ? nil : query
        // `+` is legal in a query but read as a space by many servers, so it is encoded too.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw TMDBError.network(path: request.path, reason: "the request URL cannot be built")
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.wholeSeconds(timeout))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if case let .accessToken(token) = settings.credential {
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body = request.body {
            urlRequest.setValue("application/json;charset=utf-8", forHTTPHeaderField: "Content-Type")
            urlRequest.httpBody = body
        }
        return urlRequest
    }

    // FoundationNetworking on Linux truncates timeouts to whole seconds, so 0.5 s would time out at once.
    private static func wholeSeconds(_ interval: TimeInterval) -> TimeInterval {
        max(1, interval.rounded(.up))
    }

    // The URL error's own description may quote the URL with its api_key or session_id, so only the kind is named.
    private static func networkError(_ error: URLError, path: String) -> TMDBError {
        switch error.code {
        case .timedOut: return .timedOut(path: path)
        case .cannotConnectToHost: return .network(path: path, reason: "the connection was refused")
        case .cannotFindHost, .dnsLookupFailed: return .network(path: path, reason: "the host was not found")
        case .notConnectedToInternet: return .network(path: path, reason: "there is no network connection")
        case .networkConnectionLost: return .network(path: path, reason: "the connection was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .network(path: path, reason: "the secure connection failed")
        case .badServerResponse, .cannotParseResponse: return .network(path: path, reason: "the server's answer was not valid HTTP")
        default: return .network(path: path, reason: "the connection failed (URL error \(error.code.rawValue))")
        }
    }

    /// What is wrong with a document a decoder refused, without quoting it.
    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: return "it is not valid JSON"
        case let DecodingError.keyNotFound(key, _): return "field \"\(key.stringValue)\" is missing"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return "field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: return "it cannot be decoded"
        }
    }

    // The server's words end up in a dialog or on stderr: without control characters, short, and without the
    // full stop the error's own sentence adds.
    private static func shown(_ message: String) -> String {
        var text = SafeText.clean(message)
        if text.count > 200 { text = String(text.prefix(199)) + "…" }
        while text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? "no explanation" : text
    }

    // A server message could in theory echo a parameter back; the secrets never leave in an error.
    private func redacted(_ text: String) -> String {
        settings.secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "(redacted)") }
    }
}
