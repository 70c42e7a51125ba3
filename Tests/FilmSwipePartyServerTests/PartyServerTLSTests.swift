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
