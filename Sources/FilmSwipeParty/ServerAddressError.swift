import FilmSwipeDomain
import Foundation

/// Why typed text is not a `HOST:PORT` server address.
public enum ServerAddressError: LocalizedError, Equatable, Sendable {
    /// Nothing was given.
    case missing
    /// No `:PORT` after the host.
    case missingPort
    /// The port is not a number from 1 to 65535.
    case badPort(String)
    /// The host is not an IPv4 address, a host name or an IPv6 address.
    case badHost(String)
    /// An IPv6 address without the brackets that keep its colons apart from the port's.
    case unbracketedIPv6
    /// A `[` with no `]`.
    case unclosedBracket
    /// A scheme other than `ws://` or `wss://`.
    case badScheme(String)
    /// A `wss://` address whose host is an IP address: TLS reaches a server by the name on its certificate.
    case addressOverTLS

    /// The problem alone; callers add the shape they expected.
    public var problem: String {
        switch self {
        case .missing: "the address is missing"
        case .missingPort: "the address has no port"
        case .badPort(let port): "\(Self.quoted(port)) is not a port from 1 to 65535"
        case .badHost(let host): "\(Self.quoted(host)) is not an IPv4 address, a host name or a bracketed IPv6 address"
        case .unbracketedIPv6: "an IPv6 address must be in brackets, such as [::1]:7420"
        case .unclosedBracket: "the IPv6 address has no closing ]"
        case .badScheme(let scheme): "\(Self.quoted(scheme + "://")) is not a party address's start; give ws:// or wss://, or none"
        case .addressOverTLS: "a wss:// address names its server by the host name on its certificate, not by an IP address"
        }
    }

    /// The problem and the shape of a good address.
    public var errorDescription: String? { "\(problem); expected HOST:PORT, such as 192.168.1.20:7420" }

    // Typed text goes back to the terminal, so it is cleaned and kept short.
    static func quoted(_ text: String) -> String {
        "\"\(SafeText.clean(text, limit: 60))\""
    }
}
