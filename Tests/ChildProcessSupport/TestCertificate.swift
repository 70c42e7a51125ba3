import Foundation
import Glibc

/// A self-signed certificate for localhost, and its key, made by openssl at test time in a folder of the test's own.
public struct TestCertificate: Sendable {
    /// openssl could not make or read the certificate.
    public struct OpenSSLFailed: Error {}

    /// The certificate, PEM.
    public let certificateFile: String
    /// Its private key, PEM, unencrypted.
    public let keyFile: String

    /// A new certificate and key in `folder`, valid for a day, for the name `dnsName` (localhost unless given).
    public static func make(in folder: URL, name: String = "server", dnsName: String = "localhost") async throws -> TestCertificate {
        let certificate = folder.appendingPathComponent("\(name).crt").path
        let key = folder.appendingPathComponent("\(name).key").path
        try await openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1", "-subj", "/CN=\(dnsName)",
                           "-addext", "subjectAltName=DNS:\(dnsName)", "-keyout", key, "-out", certificate])
        return TestCertificate(certificateFile: certificate, keyFile: key)
    }

    /// The SHA-256 of the certificate's public key (its SubjectPublicKeyInfo), base64: what Chromium's
    /// `--ignore-certificate-errors-spki-list` trusts, so a browser test trusts this certificate and no other.
    public func publicKeyHash() async throws -> String {
        let publicKey = keyFile + ".spki.der", digest = keyFile + ".spki.sha256"
        defer {
            unlink(publicKey)
            unlink(digest)
        }
        try await Self.openssl(["pkey", "-in", keyFile, "-pubout", "-outform", "DER", "-out", publicKey])
        try await Self.openssl(["dgst", "-sha256", "-binary", "-out", digest, publicKey])
        guard let hash = FileManager.default.contents(atPath: digest), hash.count == 32 else { throw OpenSSLFailed() }
        return hash.base64EncodedString()
    }

    private static func openssl(_ arguments: [String]) async throws {
        let pid = try ChildProcess.spawn(
            "/usr/bin/openssl", arguments, environment: ["PATH=/usr/bin:/bin"],
            streams: [.open(0, path: "/dev/null", flags: O_RDONLY), .open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY)]
        )
        guard await ChildProcess.exit(of: pid) == 0 else { throw OpenSSLFailed() }
    }
}
