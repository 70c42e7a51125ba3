import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP/1.1 server that answers like TMDB (shared/TMDB.md), with scripted faults and a request log.
/// One accept loop on a background thread; each connection gets its own thread so a delayed answer blocks nothing.
/// It stops when told, or by itself after a minute without requests.
public final class TMDBStubServer: Sendable {
    /// The access token it accepts.
    public static let token = "eyJstub-test-token-Zq81"
    /// The API key it accepts.
    public static let apiKey = "stub-api-key-7f3e9"
    /// The session it accepts.
    public static let sessionID = "stub-session-51c0d"
    /// The account id `/account` reports.
    public static let accountID = 548

    private let delays = StubDelay()
    private let listener: Int32
    /// The port it listens on.
    public let port: UInt16
    private let stopped = Locked(false)
    private let log = Locked<[StubHTTPRequest]>([])
    private let script = Locked<[StubScriptEntry]>([])
    private let state: Locked<StubAccount> = Locked(StubAccount())
    private let requestTokens = Locked(StubRequestTokens())
    private let catalogue: Locked<StubCatalogue>
    private let idleTimeout: TimeInterval?

    /// Starts a server on loopback `port` (0: an ephemeral one) that stops after `idleTimeout` seconds without a
    /// request (never, when nil).
    // The idle stop only keeps a forgotten server from outliving its test: a test on a loaded machine can go more than a
    // minute between two requests (five debug-built commands in a row), so the default is ten minutes.
    public init(catalogue: StubCatalogue = StubCatalogue(), port: UInt16 = 0, idleTimeout: TimeInterval? = 600) throws {
        self.catalogue = Locked(catalogue)
        self.idleTimeout = idleTimeout
        #if canImport(Glibc)
        // Close-on-exec: a child the tests start (a tmux server lives on) must not keep the port listening after stop().
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw StubServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw StubServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// The API root, as `TMDB_BASE_URL` would hold it.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/3")! }

    /// Stops accepting; the accept loop closes the socket within a poll interval.
    public func stop() {
        stopped.withLock { $0 = true }
        delays.stop()
    }

    /// Plays `fault` for the next `times` requests (all, when `nil`) whose path after `/3` starts with `pathPrefix`.
    public func script(_ fault: StubFault, for pathPrefix: String, method: String? = nil, times: Int? = 1) {
        script.withLock { $0.append(StubScriptEntry(pathPrefix: pathPrefix, method: method, fault: fault, remaining: times)) }
    }

    /// Removes every scripted fault.
    public func clearScript() {
        script.withLock { $0.removeAll() }
    }

    /// Changes the films served.
    public func updateCatalogue(_ change: (inout StubCatalogue) -> Void) {
        catalogue.withLock { change(&$0) }
    }

    /// Every request received so far, oldest first.
    public var requests: [StubHTTPRequest] { log.withLock { $0 } }

    /// The requests whose path after `/3` is `path`.
    public func requests(_ path: String, method: String? = nil) -> [StubHTTPRequest] {
        requests.filter { $0.path == "/3" + path && (method == nil || $0.method == method) }
    }

    /// The account's favourites, watchlist and ratings.
    public var account: StubAccount { state.withLock { $0 } }

    /// Sets the account's state, as if written before.
    public func setAccount(_ account: StubAccount) {
        state.withLock { $0 = account }
    }

    /// Whether every request token counts as approved in the browser; when false (the default) only those passed
    /// to `approve(requestToken:)` do, and creating a session for any other answers 401 code 17.
    public var approvesRequestTokens: Bool {
        get { requestTokens.withLock { $0.approvesAll } }
        set { requestTokens.withLock { $0.approvesAll = newValue } }
    }

    /// Approves `requestToken`, as the user would in the browser.
    public func approve(requestToken: String) {
        requestTokens.withLock { $0.approve(requestToken) }
    }

    private func acceptLoop() {
        var idleSince = Date()
        while !stopped.withLock({ $0 }), idleTimeout.map({ Date().timeIntervalSince(idleSince) < $0 }) ?? true {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            idleSince = Date()
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
        close(listener)
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        // Reads are bounded in time and size, so a client that stalls cannot keep a thread forever.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = read(client) else { return }
        log.withLock { $0.append(request) }
        guard let response = respond(to: request) else { return }
        let bytes = response.wire
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let sent = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = send(client, raw.baseAddress! + offset, raw.count - offset, 0)
                #endif
                if sent <= 0 { return }
                offset += sent
            }
        }
        shutdown(client, Int32(SHUT_WR))
    }

    private func read(_ client: Int32) -> StubHTTPRequest? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil, buffer.count < 64 * 1024 {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(chunk, count: count)
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else { return nil }
        let lengthLine = head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        let length = lengthLine.flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        var body = Data(buffer[headEnd.upperBound...])
        while body.count < min(length, 1 << 20) {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            body.append(chunk, count: count)
        }
        return StubHTTPRequest.parse(head: head, body: body)
    }

    private func respond(to request: StubHTTPRequest) -> StubHTTPResponse? {
        if let image = StubPosters.image(for: request) { return image }
        let authorised = request.headers["authorization"] == "Bearer \(Self.token)" || request.query["api_key"] == Self.apiKey
        guard authorised else {
            return .json(401, #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#)
        }
        let path = String(request.path.dropFirst(request.path.hasPrefix("/3") ? 2 : 0))
        let fault: StubFault? = script.withLock { entries in
            guard let index = entries.firstIndex(where: { path.hasPrefix($0.pathPrefix) && ($0.method == nil || $0.method == request.method) }) else { return nil }
            let fault = entries[index].fault
            if let remaining = entries[index].remaining {
                if remaining <= 1 { entries.remove(at: index) } else { entries[index].remaining = remaining - 1 }
            }
            return fault
        }
        switch fault {
        case .internalError:
            return .json(500, #"{"status_message":"Internal error: Something went wrong, contact TMDB.","success":false,"status_code":11}"#)
        case let .rateLimited(retryAfter):
            return .json(429, #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of (40)."}"#,
                         headers: retryAfter.map { ["Retry-After": String($0)] } ?? [:])
        case let .delay(seconds):
            delays.wait(seconds: seconds)
        case .malformedJSON:
            return .json(200, #"{"page":1,"results":[{"id":1,"title":"Cut"#)
        case let .oversized(bytes):
            let filler = String(repeating: " ", count: max(0, bytes - 60))
            return .json(200, #"{"page":1,"results":[],"total_pages":1,"total_results":0}"# + filler)
        case let .oversizedUndeclared(bytes):
            var response = StubHTTPResponse.json(200, "[" + String(repeating: "0,", count: bytes / 2) + "0]")
            response.declaresLength = false
            return response
        case .dropConnection:
            return nil
        case let .respond(response):
            return response
        case nil:
            break
        }
        return route(request, path: path)
    }

    private func route(_ request: StubHTTPRequest, path: String) -> StubHTTPResponse {
        let segments = path.split(separator: "/").map(String.init)
        let catalogue = catalogue.withLock { $0 }
        let method = request.method
        let s = segments + ["", "", ""]
        if let answer = StubWatchProviders.route(request, segments: segments, catalogue: catalogue) ?? StubSearch.route(request, segments: segments, catalogue: catalogue) { return answer }
        if method == "GET", segments == ["configuration"] { return StubPosters.configuration(imageBase: "http://127.0.0.1:\(port)/t/p/") }
        if method == "GET", segments == ["genre", "movie", "list"] {
            return .json(200, object: ["genres": Self.genres.map { ["id": $0.0, "name": $0.1] }])
        }
        if method == "GET", segments == ["discover", "movie"] {
            let page = Int(request.query["page"] ?? "1") ?? 1
            guard (1...500).contains(page) else {
                return .json(422, #"{"errors":["page must be less than or equal to 500"]}"#)
            }
            let ids = page <= catalogue.discoverTotalPages ? (0..<20).map { StubCatalogue.discoverID(page: page, index: $0) } : []
            return self.page(page, ids.map { catalogue.movie($0) }, totalPages: catalogue.discoverTotalPages)
        }
        if method == "GET", segments.count == 3, s[0] == "movie", s[2] == "recommendations" {
            let id = s[1]
            guard let movieID = Int(id), !catalogue.unknownIDs.contains(movieID) else { return Self.notFound }
            let page = Int(request.query["page"] ?? "1") ?? 1
            guard (1...500).contains(page) else {
                return .json(422, #"{"errors":["page must be less than or equal to 500"]}"#)
            }
            let ids = page <= catalogue.recommendationPages ? StubCatalogue.recommendationIDs(movieID: movieID, page: page) : []
            return self.page(page, ids.map { catalogue.movie($0, mediaType: true) }, totalPages: catalogue.recommendationPages)
        }
        if method == "GET", segments.count == 2, s[0] == "movie", let movieID = Int(s[1]) {
            guard !catalogue.unknownIDs.contains(movieID) else { return Self.notFound }
            let appended = (request.query["append_to_response"] ?? "").split(separator: ",").map(String.init)
            return .json(200, object: StubDetails.answer(id: movieID, appended: appended, catalogue: catalogue))
        }
        if method == "GET", segments == ["authentication", "token", "new"] {
            let token = requestTokens.withLock { $0.issue() }
            return .json(200, object: ["success": true, "expires_at": "2030-01-01 00:00:00 UTC", "request_token": token])
        }
        if method == "POST", segments == ["authentication", "session", "new"] {
            guard let token = request.json?["request_token"] as? String else { return Self.badBody }
            guard requestTokens.withLock({ $0.redeem(token) }) else { return Self.tokenNotApproved }
            return .json(200, object: ["success": true, "session_id": Self.sessionID])
        }
        if method == "GET", segments == ["account"] {
            guard request.query["session_id"] == Self.sessionID else { return Self.sessionDenied }
            return .json(200, #"{"avatar":{},"id":548,"iso_639_1":"en","iso_3166_1":"GB","name":"","include_adult":false,"username":"stub"}"#)
        }
        if method == "GET", segments.count == 4, s[0] == "account", s[3] == "movies" {
            let account = s[1], list = s[2]
            guard request.query["session_id"] == Self.sessionID else { return Self.sessionDenied }
            guard account == String(Self.accountID) else { return Self.notFound }
            let page = Int(request.query["page"] ?? "1") ?? 1
            guard (1...500).contains(page) else {
                return .json(422, #"{"errors":["page must be less than or equal to 500"]}"#)
            }
            let state = state.withLock { $0 }
            guard var ids = state.movieIDs(onList: list) else { return Self.notFound }
            if request.query["sort_by"] == "created_at.desc" { ids.reverse() }
            let pageIDs = ids.dropFirst((page - 1) * 20).prefix(20)
            let results = pageIDs.map { id in
                var movie = catalogue.movie(id)
                if list == "rated" { movie["rating"] = state.ratings[id] }
                return movie
            }
            let totalPages = (ids.count + 19) / 20
            return .json(200, object: ["page": page, "results": results, "total_pages": totalPages, "total_results": ids.count])
        }
        if method == "POST", segments.count == 3, s[0] == "account", s[2] == "favorite" || s[2] == "watchlist" {
            let account = s[1], list = s[2]
            guard request.query["session_id"] == Self.sessionID else { return Self.sessionDenied }
            guard account == String(Self.accountID) else { return Self.notFound }
            guard let json = request.json, json["media_type"] as? String == "movie", let id = json["media_id"] as? Int,
                  let add = json[list] as? Bool
            else { return Self.badBody }
            return state.withLock { state in
                let added: Bool
                if list == "favorite" {
                    added = add ? state.favourites.insert(id).inserted : state.favourites.remove(id) != nil
                } else {
                    added = add ? state.watchlist.insert(id).inserted : state.watchlist.remove(id) != nil
                }
                if !add { return Self.deleted }
                return added ? Self.created : Self.updated
            }
        }
        if let answer = state.withLock({ StubList.route(request, segments: segments, lists: &$0.lists, catalogue: catalogue) }) { return answer }
        if method == "POST", segments.count == 3, s[0] == "movie", s[2] == "rating" {
            let id = s[1]
            guard request.query["session_id"] == Self.sessionID else { return Self.sessionDenied }
            guard let movieID = Int(id), let value = request.json?["value"] as? Double else { return Self.badBody }
            if value < 0.5 { return .json(400, #"{"success":false,"status_code":18,"status_message":"Value too low: Value must be greater than 0."}"#) }
            if value > 10 { return .json(400, #"{"success":false,"status_code":18,"status_message":"Value too high: Value must be less than, or equal to 10.0."}"#) }
            if (value * 2).rounded() != value * 2 {
                return .json(400, #"{"success":false,"status_code":18,"status_message":"Value invalid: Values must be a multiple of 0.50."}"#)
            }
            return state.withLock { state in
                let existed = state.ratings.updateValue(value, forKey: movieID) != nil
                return existed ? Self.updated : Self.created
            }
        }
        if method == "DELETE", segments.count == 3, s[0] == "movie", s[2] == "rating" {
            let id = s[1]
            guard request.query["session_id"] == Self.sessionID else { return Self.sessionDenied }
            guard let movieID = Int(id) else { return Self.notFound }
            return state.withLock { $0.ratings.removeValue(forKey: movieID) != nil ? Self.deleted : Self.notFound }
        }
        return Self.notFound
    }

    private func page(_ page: Int, _ results: [[String: Any]], totalPages: Int) -> StubHTTPResponse {
        .json(200, object: ["page": page, "results": results, "total_pages": totalPages, "total_results": totalPages * 20])
    }

    /// The 19 English genres of `/genre/movie/list`.
    public static let genres: [(Int, String)] = [
        (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"), (99, "Documentary"),
        (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"), (27, "Horror"), (10402, "Music"),
        (9648, "Mystery"), (10749, "Romance"), (878, "Science Fiction"), (10770, "TV Movie"), (53, "Thriller"),
        (10752, "War"), (37, "Western"),
    ]

    /// 201 code 1: the first add.
    public static let created = StubHTTPResponse.json(201, #"{"success":true,"status_code":1,"status_message":"Success."}"#)
    /// 201 code 12: added again, or a rating changed.
    public static let updated = StubHTTPResponse.json(201, #"{"success":true,"status_code":12,"status_message":"The item/record was updated successfully."}"#)
    /// 200 code 13: removed.
    public static let deleted = StubHTTPResponse.json(200, #"{"success":true,"status_code":13,"status_message":"The item/record was deleted successfully."}"#)
    /// 404 code 34.
    public static let notFound = StubHTTPResponse.json(404, #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#)
    /// 400 code 5: the body is not what the endpoint wants.
    public static let badBody = StubHTTPResponse.json(400, #"{"status_code":5,"status_message":"Invalid parameters: Your request parameters are incorrect.","success":false}"#)
    /// 401 code 17: a session asked for with a request token the user did not approve.
    public static let tokenNotApproved = StubHTTPResponse.json(401, #"{"success":false,"failure":true,"status_code":17,"status_message":"Session denied."}"#)
    /// 401 code 3: no session, or a wrong one.
    public static let sessionDenied = StubHTTPResponse.json(401, #"{"success":false,"status_code":3,"status_message":"Authentication failed: You do not have permissions to access the service."}"#)
}
