import Foundation
import NIOSSL

/// Which certificates a `wss://` party server may show: those this machine's system trusts, or those in a CA file
/// (`--ca`, for a server with a self-signed certificate).
public struct PartyTrust: Sendable {
    /// What the TLS client is set up with.
    let configuration: TLSConfiguration

    /// The system's trust store.
    public static let system = PartyTrust(configuration: TLSConfiguration.makeClientConfiguration())

    private init(configuration: TLSConfiguration) {
        self.configuration = configuration
    }

    /// The certificates in the PEM file at `caFile` and no others. Throws a sentence naming the file and the problem.
    public init(caFile: String) throws(PartyTrustError) {
        guard access(caFile, R_OK) == 0 else {
            throw PartyTrustError(description: "cannot read --ca \(caFile): \(String(cString: strerror(errno)).lowercased())")
        }
        let certificates: [NIOSSLCertificate]
        do {
            certificates = try NIOSSLCertificate.fromPEMFile(caFile)
        } catch {
            certificates = []
        }
        guard !certificates.isEmpty else {
            throw PartyTrustError(description: "--ca \(caFile) holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\")")
        }
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates(certificates)
        self.init(configuration: configuration)
    }
}

/// Why a `--ca` file cannot be used.
public struct PartyTrustError: Error, CustomStringConvertible, Equatable {
    /// The problem, naming the file.
    public let description: String
}
