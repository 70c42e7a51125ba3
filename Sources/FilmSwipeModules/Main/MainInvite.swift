import FilmSwipeCells

/// How friends join a party room from a phone: the room page's link, and its QR code already drawn in cells (the
/// party program draws it with libqrencode; this module only places it).
public struct MainInvite: Sendable {
    /// The room's page: `http://ADDR:PORT/join/CODE`, or `https://` for a server with TLS.
    public let link: String
    /// The link's QR code with its quiet zone, or nil when none could be made.
    public let code: Buffer?

    /// An invite to `link`, with its QR code drawn in `code`.
    public init(link: String, code: Buffer?) {
        self.link = link
        self.code = code
    }

    /// Whether the link sends the room's code unencrypted over a network: plain http to an address not this machine's.
    public var isUnencrypted: Bool {
        guard link.hasPrefix("http://") else { return false }
        let host = link.dropFirst("http://".count).prefix { $0 != "/" }
        return !(host.hasPrefix("127.") || host.hasPrefix("localhost") || host.hasPrefix("[::1]"))
    }
}
