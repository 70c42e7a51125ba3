import Foundation

/// The names this server answers to in `Host`, and nothing else: a page on a name an attacker controls, pointed at this
/// server by DNS ("rebinding"), is the same origin as whatever it reaches there, so `Origin` alone cannot tell it from
/// the server's own page; its `Host` is the attacker's name, which is not one of these.
///
/// Its own names: any address typed as digits (no DNS answers for it, so it cannot be rebound), `localhost`, the name it
/// listens on, this machine's host name, the names given with `--public-name`, and the DNS names its certificate is for.
struct HostNames: Sendable, Equatable {
    private let names: Set<String>
    private let wildcards: [String]

    /// The names of a server listening on `listenHost`, also known as `publicNames`, with a certificate for
    /// `certificateNames` (a "*.example.org" covers one label).
    init(listenHost: String, publicNames: [String] = [], certificateNames: [String] = []) {
        var names: Set<String> = ["localhost", Self.normalized(ProcessInfo.processInfo.hostName)]
        var wildcards: [String] = []
        for name in [listenHost] + publicNames + certificateNames {
            let normal = Self.normalized(name)
            guard !normal.isEmpty else { continue }
            if normal.hasPrefix("*.") { wildcards.append(String(normal.dropFirst(1))) } else { names.insert(normal) }
        }
        self.names = names
        self.wildcards = wildcards
    }

    /// Whether a request whose `Host` is `host` ("films.example.org:7420", "[::1]:7420") asks for this server. A host
    /// that is not a name or address with at most a port of digits never does (it goes into the page's policy header).
    func allows(host: String) -> Bool {
        guard let bare = Self.hostPart(of: host) else { return false }
        let name = Self.normalized(bare)
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":") }) else {
            return false
        }
        if Self.isAddress(name) || names.contains(name) { return true }
        return wildcards.contains { suffix in name.hasSuffix(suffix) && name.count > suffix.count && !name.dropLast(suffix.count).contains(".") }
    }

    // The name without a port: "[::1]:7420" is "::1", "films.test:7420" "films.test"; nil when the port is not digits.
    private static func hostPart(of host: String) -> String? {
        var rest = Substring(host)
        let name: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        } else if let colon = rest.firstIndex(of: ":") {
            name = rest[..<colon]
            rest = rest[colon...]
        } else {
            return String(rest)
        }
        guard rest.isEmpty || rest.first == ":" && rest.count > 1 && rest.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(name)
    }

    // Lower case, without the root's trailing dot.
    private static func normalized(_ name: String) -> String {
        var lowered = name.lowercased()
        while lowered.hasSuffix(".") { lowered.removeLast() }
        return lowered
    }

    // An IPv4 address in dotted digits, or an IPv6 one.
    private static func isAddress(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}
