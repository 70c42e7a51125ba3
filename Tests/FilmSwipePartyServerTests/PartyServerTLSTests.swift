import TestSupport
import ChildProcessSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import NIOSSL
import Testing

/// `wss://`: a server with a certificate (made here with openssl) and clients that trust it, or do not.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerTLSTests {
    /// Runs `body` with a server serving `wss://` with a certificate made for the test, in a folder of its own.
    private func withSecureServer(_ body: (RunningPartyServer, TestCertificate, TemporaryFolder) async throws -> Void) async throws {
        let files = try TemporaryFolder()
        defer { files.remove() }
        let made = try await TestCertificate.make(in: files.url)
        let tls = try PartyServerTLS(certificateFile: made.certificateFile, keyFile: made.keyFile)
        try await withPartyServer(tls: tls) { server in try await body(server, made, files) }
    }

    @Test func aServerWithACertificateServesWSSToAClientTrustingIt() async throws {
        try await withSecureServer { server, made, files in
            #expect(server.isSecure)
            var trusting = TLSConfiguration.makeClientConfiguration()
            trusting.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(made.certificateFile))
            var ann = try await PartyTestClient.connect(port: server.port, tls: trusting)
            try await ann.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"))))
            #expect(try await ann.welcome().members.map(\.name.text) == ["Ann"])
        }
    }

    @Test func aSessionJoinsAWSSAddressWithItsCAFileAndNotWithoutIt() async throws {
        try await withSecureServer { server, made, files in
            let address = try ServerAddress(parsing: "wss://localhost:\(server.port)")
            let store = try PartyClientStore(path: files.url.appendingPathComponent("party.sqlite"))
            let ann = PartySession(
                server: address.description, start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil, store: store,
                trust: try PartyTrust(caFile: made.certificateFile)
            )
            let welcome = try await ann.connect(backoff: PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200)))
            #expect(welcome.members.map(\.name.text) == ["Ann"])
            let stranger = PartySession(
                server: address.description, start: .join(welcome.code), name: MemberName("Bob"), taste: nil,
                store: try PartyClientStore(path: files.url.appendingPathComponent("bob.sqlite"))
            )
            do {
                _ = try await stranger.connect()
                Issue.record("a self-signed certificate was trusted without --ca")
            } catch {
                #expect("\(error)".contains("certificate is not one this machine trusts"))
            }
            await ann.leave()
        }
    }

    @Test func aPlainConnectionToAWSSServerGivesUpInsteadOfWaitingForEver() async throws {
        try await withSecureServer { server, made, files in
            let plain = PartySession(
                server: "localhost:\(server.port)", start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil,
                store: try PartyClientStore(path: files.url.appendingPathComponent("party.sqlite"))
            )
            // The server's TLS reads the HTTP upgrade as a broken handshake and closes without an HTTP answer.
            await #expect(throws: PartySessionError.self) { _ = try await plain.connect(upgradeWait: .milliseconds(500)) }
        }
    }

    /// A client trusting the test's certificate, speaking only what `adjust` leaves it.
    private func client(_ made: TestCertificate, _ adjust: (inout TLSConfiguration) -> Void = { _ in }) throws -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(made.certificateFile))
        adjust(&configuration)
        return configuration
    }

    @Test func tlsBefore12IsRefused() async throws {
        try await withSecureServer { server, made, _ in
            for version in [TLSVersion.tlsv1, .tlsv11] {
                let old = try client(made) {
                    $0.minimumTLSVersion = version
                    $0.maximumTLSVersion = version
                }
                await #expect(throws: (any Error).self, "\(version)") {
                    _ = try await RawHTTPExchange.get("/", port: server.port, host: "localhost:\(server.port)", tls: old)
                }
            }
            let current = try client(made) { $0.maximumTLSVersion = .tlsv12 }
            #expect(try await RawHTTPExchange.get("/", port: server.port, host: "localhost:\(server.port)", tls: current).status == 200)
        }
    }

    @Test func tls12OffersAEADSuitesOnly() async throws {
        try await withSecureServer { server, made, _ in
            for suite in ["ECDHE-ECDSA-AES128-SHA", "ECDHE-ECDSA-AES256-SHA", "ECDHE-ECDSA-AES128-SHA256"] {
                let cbc = try client(made) {
                    $0.maximumTLSVersion = .tlsv12
                    $0.cipherSuites = suite
                }
                await #expect(throws: (any Error).self, "\(suite)") {
                    _ = try await RawHTTPExchange.get("/", port: server.port, host: "localhost:\(server.port)", tls: cbc)
                }
            }
            for suite in ["ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-ECDSA-CHACHA20-POLY1305"] {
                let aead = try client(made) {
                    $0.maximumTLSVersion = .tlsv12
                    $0.cipherSuites = suite
                }
                #expect(try await RawHTTPExchange.get("/", port: server.port, host: "localhost:\(server.port)", tls: aead).status == 200, "\(suite)")
            }
        }
    }

    @Test func httpsAnswersAskBrowsersToStayOnHTTPS() async throws {
        try await withSecureServer { server, made, _ in
            let answer = try await RawHTTPExchange.get("/page/room.js", port: server.port, host: "localhost:\(server.port)", tls: try client(made))
            #expect(answer.headers["strict-transport-security"] == "max-age=31536000")
        }
        try await withPartyServer { server in
            let plain = try await RawHTTPExchange.get("/page/room.js", port: server.port)
            #expect(plain.headers["strict-transport-security"] == nil, "not over plain http")
        }
    }

    @Test func failedHandshakesAreCountedAndLoggedAtMostOnceAMinute() async throws {
        let files = try TemporaryFolder()
        defer { files.remove() }
        let made = try await TestCertificate.make(in: files.url)
        let log = CapturedLog()
        let clock = ManualPartyClock()
        let server = try await PartyServer.start(
            host: "127.0.0.1", port: 0, dataFolder: files.url.appendingPathComponent("data"), limits: .forTests,
            tls: try PartyServerTLS(certificateFile: made.certificateFile, keyFile: made.keyFile), clock: clock, logger: log.logger()
        )
        // Plain http to a wss:// server, as a mistyped address or a scanner sends: each handshake fails.
        func fail(_ count: Int) async throws {
            let before = server.failedHandshakes
            for _ in 0..<count { _ = try? await RawHTTPExchange.get("/", port: server.port) }
            while server.failedHandshakes < before + count { try await Task.sleep(for: .milliseconds(10)) }
        }
        try await fail(20)
        clock.advance(by: .seconds(1))
        await server.sweep()
        try await fail(5)
        clock.advance(by: .seconds(1))
        await server.sweep()
        #expect(log.messages.count == 1, "\(log.messages)")
        #expect(log.messages.first?.hasPrefix("20 TLS handshakes failed") == true, "\(log.messages)")
        clock.advance(by: .seconds(60))
        await server.sweep()
        #expect(log.messages.count == 2, "\(log.messages)")
        #expect(log.messages.last?.hasPrefix("5 TLS handshakes failed") == true, "\(log.messages)")
        await server.stop()
    }

    @Test func aKeyThatIsNotTheCertificatesIsRefusedNamingTheFiles() async throws {
        let files = try TemporaryFolder()
        defer { files.remove() }
        let first = try await TestCertificate.make(in: files.url, name: "first")
        let second = try await TestCertificate.make(in: files.url, name: "second")
        #expect(throws: PartyServerError.tlsUnusable("the key in \(second.keyFile) is not the key of the certificate in \(first.certificateFile)")) {
            _ = try PartyServerTLS(certificateFile: first.certificateFile, keyFile: second.keyFile)
        }
        #expect(throws: PartyServerError.tlsUnusable("--tls-cert \(first.keyFile) holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\")")) {
            _ = try PartyServerTLS(certificateFile: first.keyFile, keyFile: first.keyFile)
        }
    }
}
