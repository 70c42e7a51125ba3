import Hummingbird

/// What every answer of the page's routes goes through first: a request for a name that is not this server's
/// (`HostNames`: DNS rebinding) is refused with 421 before any route sees it, and every answer gets the Content-Security-
/// Policy for the host it was asked at and, over TLS, `Strict-Transport-Security`, so a browser that once reached the
/// server over https never tries plain http to it again for a year.
struct PageGuard: RouterMiddleware {
    typealias Context = PageRequestContext

    let names: HostNames
    let isSecure: Bool

    /// How long a browser keeps to https once told: a year, as browsers' preload lists ask.
    static let strictTransportSecurity = "max-age=31536000"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let host = request.head.authority, names.allows(host: host) else {
            return stamped(RoomPage.plain(.misdirectedRequest, Self.notOurs), host: nil)
        }
        return stamped(try await next(request, context), host: host)
    }

    private func stamped(_ response: Response, host: String?) -> Response {
        var response = response
        response.headers[.contentSecurityPolicy] = RoomPage.contentSecurityPolicy(host: host, isSecure: isSecure)
        if isSecure { response.headers[.strictTransportSecurity] = Self.strictTransportSecurity }
        return response
    }

    // Never the name asked for: it is the asker's text.
    static let notOurs = "This party server does not answer to that name. Open the link your host gave you; "
        + "if this is your server's own name, start it with --public-name NAME.\n"
}
