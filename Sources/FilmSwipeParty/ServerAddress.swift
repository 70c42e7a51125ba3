/// Where a party server listens or is reached: `HOST:PORT`, the host an IPv4 address, a name or a bracketed IPv6 address;
/// `wss://HOST:PORT` for a server with TLS, reached by the name its certificate carries.
///
/// It checks the shape only; whether the name resolves or the port answers is for the network code to say.
public struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    /// The host without brackets: "192.168.1.20", "localhost", "films.example.org" or "::1".
    public let host: String
    /// The port, 1–65535.
    public let port: Int
    /// Whether the server is reached over TLS (`wss://`).
    public let isSecure: Bool

    /// An address from its parts, checked as a typed one would be.
    public init(host: String, port: Int) throws(ServerAddressError) {
        try self.init(parsing: host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)")
    }

    /// The address a person typed, such as `192.168.1.20:7420`, `[::1]:7420` or `wss://films.example.org:7420`.
    public init(parsing typed: String) throws(ServerAddressError) {
        var text = typed.trimmingSpaces
        guard !text.isEmpty else { throw .missing }
        var isSecure = false
        if text.lowercased().hasPrefix("wss://") {
            isSecure = true
            text = text.dropFirst(6)
        } else if text.lowercased().hasPrefix("ws://") {
            text = text.dropFirst(5)
        } else if let scheme = text.range(of: "://") {
            throw .badScheme(String(text[..<scheme.lowerBound]))
        }
        let hostPart: Substring
        let portPart: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw .unclosedBracket }
            hostPart = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { throw .missingPort }
            portPart = rest.dropFirst()
            guard Self.isIPv6(hostPart) else { throw .badHost(String(hostPart)) }
        } else {
            guard let colon = text.lastIndex(of: ":") else { throw .missingPort }
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
            // Two colons and no brackets: an IPv6 address whose last group would be read as the port.
            if hostPart.contains(":") { throw .unbracketedIPv6 }
            guard Self.isIPv4(hostPart) || Self.isHostName(hostPart) else { throw .badHost(String(hostPart)) }
        }
        guard !portPart.isEmpty else { throw .missingPort }
        guard portPart.count <= 5, portPart.allSatisfy(\.isASCIIDigit), let port = Int(portPart), (1...65_535).contains(port) else {
            throw .badPort(String(portPart))
        }
        // TLS names the server in its handshake (SNI), which carries names only, and checks the certificate by it.
        if isSecure, text.hasPrefix("[") || Self.isIPv4(hostPart) { throw .addressOverTLS }
        self.host = String(hostPart)
        self.port = port
        self.isSecure = isSecure
    }

    /// `HOST:PORT`, with an IPv6 host in brackets, after `wss://` for a server with TLS.
    public var description: String { (isSecure ? "wss://" : "") + hostAndPort }

    /// `HOST:PORT` alone, with an IPv6 host in brackets.
    public var hostAndPort: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    // Anything of digits and dots is meant as an IPv4 address, so "300.1.1.1" is an error, not a host name.
    private static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { $0.count <= 3 && !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) && Int($0)! <= 255 }
    }

    // RFC 1123 names: dot-separated labels of letters, digits and inner hyphens; not all digits (that is IPv4's).
    private static func isHostName(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.count <= 253, !text.allSatisfy({ $0.isASCIIDigit || $0 == "." }) else { return false }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    // The shape of an IPv6 address (hex groups, one "::" at most, an IPv4 tail allowed); the resolver checks the rest.
    private static func isIPv6(_ text: Substring) -> Bool {
        guard (2...45).contains(text.count), text.contains(":"),
              text.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
        let compressions = text.ranges(of: "::").count
        guard compressions <= 1, !text.contains(":::") else { return false }
        let groups = text.split(separator: ":", omittingEmptySubsequences: true)
        guard groups.count <= (compressions == 1 ? 7 : 8) else { return false }
        return groups.allSatisfy { $0.contains(".") ? isIPv4($0) : $0.count <= 4 }
    }
}

extension Character {
    // Character.isNumber takes Arabic-Indic and full-width digits too; a port is ASCII.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension String {
    // Spaces and tabs around pasted text; Foundation's trimming is avoided to keep this file free of it.
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
