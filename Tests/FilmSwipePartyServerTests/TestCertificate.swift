import ChildProcessSupport
import Foundation

/// A self-signed certificate for localhost, and its key, made by openssl at test time in a folder of the test's own.
struct TestCertificate {
    struct OpenSSLFailed: Error {}

    /// The certificate, PEM.
    let certificateFile: String
    /// Its private key, PEM, unencrypted.
    let keyFile: String

    /// A new certificate and key in `folder`, valid for a day, for the name localhost.
    static func make(in folder: URL, name: String = "server") async throws -> TestCertificate {
        let certificate = folder.appendingPathComponent("\(name).crt").path
        let key = folder.appendingPathComponent("\(name).key").path
        let pid = try ChildProcess.spawn(
            "/usr/bin/openssl",
            ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1", "-subj", "/CN=localhost",
             "-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", certificate],
            environment: ["PATH=/usr/bin:/bin"],
            streams: [.open(0, path: "/dev/null", flags: O_RDONLY), .open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY)]
        )
        guard await ChildProcess.exit(of: pid) == 0 else { throw OpenSSLFailed() }
        return TestCertificate(certificateFile: certificate, keyFile: key)
    }
}
