import NIOCore

/// Whom a limit counts a connection against: its IPv4 address, or the /64 network of an IPv6 one (a provider hands a
/// whole /64 to one home, so counting single IPv6 addresses would count nothing).
struct ClientAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address, or the network with "/64".
    let description: String

    /// The address a connection came from; one with none (a Unix socket) counts as "local".
    init(_ address: SocketAddress?) {
        switch address {
        case .v4(let v4)?:
            description = Self.dotted(withUnsafeBytes(of: v4.address.sin_addr) { Array($0) })
        case .v6(let v6)?:
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            // An IPv4 client reaching a dual-stack socket comes as ::ffff:a.b.c.d.
            if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                description = Self.dotted(Array(bytes[12..<16]))
            } else {
                let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
                description = groups.joined(separator: ":") + "::/64"
            }
        default:
            description = "local"
        }
    }

    /// The address as the store kept it (its `description`).
    init(stored: String) {
        description = stored
    }

    private static func dotted(_ bytes: [UInt8]) -> String {
        bytes.map(String.init).joined(separator: ".")
    }
}
