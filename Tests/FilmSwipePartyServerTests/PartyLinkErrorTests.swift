import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
@testable import FilmSwipePartyClient
import Foundation
import NIOCore
import Testing

/// Why a party server cannot be reached, as the player reads it: told from the type of NIO's error, on loopback only.
@Suite(.timeLimit(.minutes(10)))
struct PartyLinkErrorTests {
    private static let room = try! RoomCode(parsing: "ABCDEFG")

    /// The reason `connect` gives for not reaching `server`.
    private func reason(reaching server: String) async throws -> String? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = PartySession(server: server, start: .join(Self.room), name: MemberName("Ann"), taste: nil,
                                   store: try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite")))
        do {
            _ = try await session.connect(backoff: PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200)))
            Issue.record("connected to \(server)")
            return nil
        } catch let PartySessionError.unreachable(_, reason) {
            return reason
        }
    }

    @Test func aClosedPortRefusesTheConnection() async throws {
        let closed = try ClosedLoopbackPort()
        defer { closed.release() }
        #expect(try await reason(reaching: "127.0.0.1:\(closed.port)") == "the connection was refused")
    }

    @Test func aNameThatCannotResolveIsNotFound() async throws {
        // A label over 63 characters is no DNS name: the resolver refuses it without asking any server.
        let name = String(repeating: "a", count: 64) + ".invalid"
        #expect(try await reason(reaching: "\(name):7420") == "the address could not be found")
    }

    @Test func aConnectTimeoutIsAServerThatDidNotAnswer() {
        // NIO's own connect timeout is 10 seconds; its error is what the link is given when it runs out.
        #expect(PartyLink.describe(ChannelError.connectTimeout(.seconds(10))) == "the server did not answer")
    }

    @Test func anErrorOfAnotherKindIsAFailedConnection() {
        #expect(PartyLink.describe(CancellationError()) == "the connection failed")
    }
}

/// A loopback TCP port bound but not listening: held, so nothing else takes it, and every connection to it refused.
struct ClosedLoopbackPort {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        descriptor = fd
        try #require(fd >= 0 && bound)
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Lets the port go.
    func release() {
        close(descriptor)
    }
}
