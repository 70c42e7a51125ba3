import FilmSwipeParty

/// Why a party could not be started.
public enum PartySessionError: Error, Equatable, CustomStringConvertible {
    /// The server said no (a wrong code, a full room, another protocol version).
    case refused(PartyRefusal)
    /// The server could not be reached.
    case unreachable(server: String, reason: String)

    public var description: String {
        switch self {
        case let .refused(refusal):
            return refusal.message
        case let .unreachable(server, reason):
            return "Cannot reach the party server at \(server): \(reason). Check the address, and that the host's game or "
                + "`filmswipe party serve` is running there."
        }
    }
}
