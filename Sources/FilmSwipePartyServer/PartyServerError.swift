import Foundation

/// Why a party server could not start.
public enum PartyServerError: LocalizedError, Equatable, Sendable {
    /// The address could not be listened on (in use, not this machine's, a name that does not resolve…).
    case cannotListen(address: String, reason: String)
    /// Another party server is running on the same data folder.
    case dataFolderInUse(path: String)
    /// The data folder cannot be created or written.
    case dataFolderUnusable(path: String, reason: String)
    /// The database cannot be opened or brought up to date; `message` names the file and the way out.
    case cannotOpenStore(message: String)
    /// The bundled catalogue or ratings are missing from this build.
    case catalogueMissing
    /// The TLS certificate or key cannot be used; the sentence names the file and the problem.
    case tlsUnusable(String)

    /// One sentence naming the problem and what to do.
    public var errorDescription: String? {
        switch self {
        case .cannotListen(let address, let reason):
            "cannot listen on \(address): \(reason); pass --listen with another address or port"
        case .dataFolderInUse(let path):
            "another party server is already using the data folder \(path); stop it, or pass --data-dir with another folder"
        case .dataFolderUnusable(let path, let reason):
            "cannot use the data folder \(path): \(reason); pass --data-dir with a folder you can write to"
        case .cannotOpenStore(let message):
            message
        case .catalogueMissing:
            "the bundled catalogue is missing from this build; rebuild with `swift build`"
        case .tlsUnusable(let problem):
            "\(problem); give --tls-cert and --tls-key the certificate and key files in PEM form (see TLS in docs/party.md)"
        }
    }
}
