import FilmSwipeParty
import Foundation

/// Why a party could not be started.
public enum PartySessionError: LocalizedError, Equatable, CustomStringConvertible {
    /// The server said no (a wrong code, a full room, another protocol version).
    case refused(PartyRefusal)
    /// The server could not be reached.
    case unreachable(server: String, reason: String)
    /// The film is already a match: nobody's vote on it can change any more.
    case alreadyMatched(title: String)

    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case let .refused(refusal):
            return refusal.message
        case let .unreachable(server, reason):
            return "Cannot reach the party server at \(server): \(reason). Check the address, and that the host's game or "
                + "`filmswipe party serve` is running there."
        case let .alreadyMatched(title):
            return "\(title) is already a match, so votes on it can no longer change"
        }
    }
}
