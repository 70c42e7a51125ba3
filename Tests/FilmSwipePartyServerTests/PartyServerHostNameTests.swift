import TestSupport
import ChildProcessSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import NIOSSL
import Testing

/// DNS rebinding: a page on a name its attacker controls, pointed at this server, is same-origin with whatever it reaches
/// there, so `Origin` alone cannot tell it from the server's own page. The server answers only to its own names in
/// `Host`.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerHostNameTests {
    private static let upgrade = [
        "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
    ]

    private static func upgradeStatus(port: Int, host: String, origin: String?) async throws -> Int {
        let lines = ["GET /party HTTP/1.1", "Host: \(host)"] + upgrade + (origin.map { ["Origin: \($0)"] } ?? [])
        return try await RawHTTPExchange.send(lines, port: port).status
    }

    @Test func aSocketAskedForUnderAnotherNameIsRefusedBeforeTheUpgradeEvenWithItsOwnOrigin() async throws {
        try await withPartyServer { (server: RunningPartyServer) async throws in
            let rebound = "rebind.example:\(server.port)"
            #expect(try await Self.upgradeStatus(port: server.port, host: rebound, origin: "http://\(rebound)") == 400)
            #expect(try await Self.upgradeStatus(port: server.port, host: rebound, origin: nil) == 400)
            #expect(try await Self.upgradeStatus(port: server.port, host: "127.0.0.1.rebind.example:\(server.port)", origin: nil) == 400)
            // The server's own names still upgrade.
            #expect(try await Self.upgradeStatus(port: server.port, host: "127.0.0.1:\(server.port)", origin: "http://127.0.0.1:\(server.port)") == 101)
            #expect(try await Self.upgradeStatus(port: server.port, host: "localhost:\(server.port)", origin: nil) == 101)
        }
    }

    @Test func aPageAskedForUnderAnotherNameIsRefusedWith421AndTellsNothingOfTheRoom() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let rebound = "rebind.example:\(server.port)"
            for path in ["/join/\(welcome.code.text)", "/join/ZZZZZZZ", "/page/room.js", "/"] {
                let answer = try await RawHTTPExchange.get(path, port: server.port, host: rebound)
                #expect(answer.status == 421, "\(path)")
                #expect(answer.body.contains("--public-name"), "\(path): \(answer.body)")
                #expect(!answer.body.contains("rebind.example"), "the name asked for is not echoed")
            }
            let upload = try await RawHTTPExchange.send(
                ["POST /join/\(welcome.code.text)/watchlist HTTP/1.1", "Host: \(rebound)", "Connection: close", "Content-Length: 0",
                 "FilmSwipe-Token: \(welcome.resume.text)", "Origin: http://\(rebound)"],
                port: server.port
            )
            #expect(upload.status == 421)
        }
    }

    @Test func theServersOwnNamesAreAnswered() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            // An address typed as digits cannot be rebound: the page it serves is that address's own.
            for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "LocalHost.:\(server.port)", "192.168.1.20:\(server.port)", "[::1]:\(server.port)"] {
                #expect(try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port, host: host).status == 200, "\(host)")
            }
        }
    }
}

/// The names a server is given: `--public-name`, and those its certificate is for.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerPublicNameTests {
    @Test func aPublicNameIsAnsweredAndOthersStillAreNot() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try await PartyServer.start(
            host: "127.0.0.1", port: 0, dataFolder: folder.url, limits: .forTests, publicNames: ["films.test", "*.party.test"]
        )
        let (_, welcome) = try await PartyTestClient.create(port: server.port)
        for host in ["films.test", "FILMS.TEST.", "phone.party.test"] {
            #expect(try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port, host: "\(host):\(server.port)").status == 200, "\(host)")
        }
        for host in ["rebind.example", "films.test.rebind.example", "a.b.party.test", "party.test"] {
            #expect(try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port, host: "\(host):\(server.port)").status == 421, "\(host)")
        }
        // A port that is not a number would go into the page's policy header: refused.
        #expect(try await RawHTTPExchange.get("/", port: server.port, host: "films.test:1; script-src *").status == 421)
        await server.stop()
    }

    @Test func theCertificatesNamesAreAnswered() async throws {
        let files = try TemporaryFolder()
        defer { files.remove() }
        let made = try await TestCertificate.make(in: files.url, dnsName: "films.example.org")
        var trusting = TLSConfiguration.makeClientConfiguration()
        trusting.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(made.certificateFile))
        trusting.certificateVerification = .noHostnameVerification
        try await withPartyServer(tls: try PartyServerTLS(certificateFile: made.certificateFile, keyFile: made.keyFile)) { server in
            let named = try await RawHTTPExchange.get("/", port: server.port, host: "films.example.org:\(server.port)", tls: trusting)
            #expect(named.status == 200)
            let other = try await RawHTTPExchange.get("/", port: server.port, host: "rebind.example:\(server.port)", tls: trusting)
            #expect(other.status == 421)
        }
    }
}
