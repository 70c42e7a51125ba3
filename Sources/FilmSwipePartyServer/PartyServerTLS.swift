import Foundation
import NIOSSL

/// The certificate and key a server serves `wss://` with, read from PEM files: TLS is NIOSSL's (BoringSSL), under
/// Hummingbird's TLS channel, none of it FilmSwipe's own.
public struct PartyServerTLS: Sendable {
    /// What the TLS channel is set up with.
    let configuration: TLSConfiguration

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
        let configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        do {
            // BoringSSL checks here that the key is the certificate's.
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .tlsUnusable("the key in \(keyFile) is not the key of the certificate in \(certificateFile)")
        }
        self.configuration = configuration
    }

    private static func requireReadable(_ path: String, what: String) throws(PartyServerError) {
        guard access(path, R_OK) == 0 else {
            throw .tlsUnusable("cannot read \(what) \(path): \(String(cString: strerror(errno)).lowercased())")
        }
    }
}
