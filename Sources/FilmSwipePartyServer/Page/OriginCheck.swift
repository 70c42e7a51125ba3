import Hummingbird

/// Whether a WebSocket upgrade may go ahead, by its `Origin`: a browser names the page that opens a socket, and only
/// this server's own page may open one (another site's script would otherwise join rooms with its visitor's network).
/// Terminal clients are let through: they send none, or (Hummingbird's WebSocket client, FilmSwipe's own) one naming
/// the socket's own `ws://` or `wss://` address, which no browser sends (a browser's is its page's `http(s)://` origin,
/// or "null"). The room code stays the credential, as in the terminal.
enum OriginCheck {
    /// Whether `request`'s origin is this server's own page (the host and port it was reached at), a terminal client's,
    /// or absent.
    static func allows(_ request: HTTPRequest) -> Bool {
        allows(origin: request.headerFields[.origin], host: request.authority)
    }

    /// Whether a request from `origin` (nil: none sent) reaching the server as `host` is from its own page, a terminal
    /// client, or neither.
    static func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host else { return false }
        return allows(origin: origin, host: host)
    }

    /// Whether a page at `origin` ("http://192.168.1.20:7420") is served by the server reached as `host`
    /// ("192.168.1.20:7420"), or is a terminal client's `ws://` or `wss://` one; "null" (a file or a sandboxed frame) never is.
    static func allows(origin: String, host: String) -> Bool {
        let lowered = origin.lowercased()
        if lowered.hasPrefix("ws://") || lowered.hasPrefix("wss://") { return true }
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            let authority = lowered.dropFirst(scheme.count)
            return !authority.isEmpty && !authority.contains("/") && authority == host.lowercased()
        }
        return false
    }
}
