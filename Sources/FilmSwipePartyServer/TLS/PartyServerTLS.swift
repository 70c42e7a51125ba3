import Foundation
import NIOSSL

/// The certificate and key a server serves `wss://` with, read from PEM files: TLS is NIOSSL's (BoringSSL), none of it
/// FilmSwipe's own. TLS 1.2 and 1.3 only, and in 1.2 only forward-secret AEAD suites (AES-GCM, ChaCha20-Poly1305), as
/// browsers expect of a site today: 1.0, 1.1 and the CBC suites NIOSSL would otherwise offer are refused at the handshake.
public struct PartyServerTLS: Sendable {
    /// What the TLS handler is set up with.
    let configuration: TLSConfiguration
    /// The context every connection's TLS handler shares.
    let context: NIOSSLContext
    /// The DNS names the certificate is for (its subject alternative names): names the server answers to in `Host`.
    let certificateNames: [String]

    /// The TLS 1.2 suites offered (TLS 1.3's are all AEAD, and BoringSSL's own).
    static let cipherSuites = [
        "ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-RSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384", "ECDHE-RSA-AES256-GCM-SHA384",
        "ECDHE-ECDSA-CHACHA20-POLY1305", "ECDHE-RSA-CHACHA20-POLY1305",
    ].joined(separator: ":")

    /// The certificate chain in `certificateFile` (the server's first) and its private key in `keyFile`, checked to
    /// belong together. Throws `PartyServerError.tlsUnusable`, naming the file and the problem.
    public init(certificateFile: String, keyFile: String) throws(PartyServerError) {
        try Self.requireReadable(certificateFile, what: "--tls-cert")
        try Self.requireReadable(keyFile, what: "--tls-key")
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateFile)
        } catch {
            throw .tlsUnusable("--tls-cert \(certificateFile) holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\")")
        }
        guard !chain.isEmpty else { throw .tlsUnusable("--tls-cert \(certificateFile) holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\")") }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyFile, format: .pem)
        } catch {
            throw .tlsUnusable("--tls-key \(keyFile) holds no unencrypted PEM private key (\"-----BEGIN PRIVATE KEY-----\")")
        }
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        configuration.cipherSuites = Self.cipherSuites
        do {
            // BoringSSL checks here that the key is the certificate's.
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .tlsUnusable("the key in \(keyFile) is not the key of the certificate in \(certificateFile)")
        }
        self.configuration = configuration
        certificateNames = Self.dnsNames(of: chain[0])
    }

    private static func dnsNames(of certificate: NIOSSLCertificate) -> [String] {
        certificate._subjectAlternativeNames().compactMap { name in
            guard name.nameType == .dnsName else { return nil }
            return String(decoding: name.contents, as: UTF8.self)
        }
    }

    private static func requireReadable(_ path: String, what: String) throws(PartyServerError) {
        guard access(path, R_OK) == 0 else {
            throw .tlsUnusable("cannot read \(what) \(path): \(String(cString: strerror(errno)).lowercased())")
        }
    }
}
