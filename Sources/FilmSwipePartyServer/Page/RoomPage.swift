import FilmSwipePartyPage
import Foundation
import Hummingbird
import NIOCore

/// The room's web page as the server answers it: the files read once at start from the page's resources, each response
/// carrying `nosniff` and, from `PageGuard`, a strict Content-Security-Policy (only this server's own files, its own
/// socket, no inline script). A server whose page files are missing still serves terminals, and says so on the page's
/// addresses.
struct RoomPage: Sendable {
    /// Where the page's CSS and JavaScript are served.
    static let filesPath = "/page"
    /// Where a room's page is served: `/join/CODE`.
    static let joinPath = "/join"

    /// The policy a response to a request at `host` ("192.168.1.20:7420", checked to be one of the server's names)
    /// carries: the page's own files and its own socket only (`ws://HOST` or, over TLS, `wss://HOST`: a browser's `'self'`
    /// has not always covered sockets, and `ws:` alone would let the page's script reach any host), nothing inline, no
    /// frames, no forms posted elsewhere. Without a host (an answer to a request refused for its `Host`), no socket.
    static func contentSecurityPolicy(host: String?, isSecure: Bool) -> String {
        let connect = host.map { "connect-src 'self' \(isSecure ? "wss" : "ws")://\($0)" } ?? "connect-src 'self'"
        return [
            "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self'", connect,
            "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'",
        ].joined(separator: "; ")
    }

    // Not among HTTPTypes' names; HTTPField itself is not re-exported by Hummingbird.
    private static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!

    private let files: [String: ByteBuffer]

    /// The page read from `folder` (`RoomPageFiles.directory()` when nil); nil files when it is missing or unreadable.
    init(folder: URL? = RoomPageFiles.directory()) {
        var files: [String: ByteBuffer] = [:]
        if let folder {
            for name in RoomPageFiles.names {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) { files[name] = ByteBuffer(bytes: data) }
            }
        }
        self.files = files.count == RoomPageFiles.names.count ? files : [:]
    }

    /// The room's page.
    var room: Response { file("room.html") }

    /// The plain page for a code no room has: 404, never a trace of what went wrong where.
    var noSuchRoom: Response {
        guard let body = files["no-room.html"] else { return Self.plain(.notFound, "No such room: no room on this server has that code.\n") }
        return Self.response(.notFound, type: "text/html; charset=utf-8", body: body)
    }

    /// The file `name` from under `/page/`, or a plain 404 for a name the page does not have.
    func file(_ name: String) -> Response {
        guard RoomPageFiles.names.contains(name) else { return Self.plain(.notFound, "Not found.\n") }
        guard let body = files[name] else {
            return Self.plain(.serviceUnavailable, "This party server was built or installed without its web page; join from a terminal with filmswipe party join.\n")
        }
        return Self.response(.ok, type: Self.type(of: name), body: body)
    }

    /// A short plain-text answer, with the same headers as the page.
    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        response(status, type: "text/plain; charset=utf-8", body: ByteBuffer(string: text))
    }

    /// `response` without its body, its headers (the length among them) kept: the answer to a HEAD.
    static func headOnly(_ response: Response) -> Response {
        Response(status: response.status, headers: response.headers, body: ResponseBody())
    }

    /// A JSON answer, with the same headers as the page.
    static func json(_ text: String) -> Response {
        response(.ok, type: "application/json", body: ByteBuffer(string: text))
    }

    private static func response(_ status: HTTPResponse.Status, type: String, body: ByteBuffer) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.xContentTypeOptions] = "nosniff"
        headers[Self.referrerPolicy] = "no-referrer"
        // The page carries no room's data (its script asks the socket), but a room's address should not be cached.
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    private static func type(of name: String) -> String {
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        return "text/html; charset=utf-8"
    }
}
