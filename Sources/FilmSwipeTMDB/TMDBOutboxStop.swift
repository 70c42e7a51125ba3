import Foundation

/// Why a pass of the outbox stopped before every change was sent.
public enum TMDBOutboxStop: Error, Sendable, Equatable, LocalizedError {
    /// TMDB failed or refused: the network, a timeout, a 5xx, a rate limit, or rejected credentials.
    case tmdb(TMDBError)
    /// The reaction store could not be read or written; the message says why.
    case store(String)
    /// The game was closing.
    case cancelled

    public var errorDescription: String? {
        switch self {
        case let .tmdb(error): error.errorDescription
        case let .store(message): "The reaction store could not be used: \(message)"
        case .cancelled: "The game closed before the changes were sent."
        }
    }
}
