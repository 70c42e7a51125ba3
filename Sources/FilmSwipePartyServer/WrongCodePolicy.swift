import FilmSwipeParty

/// How codes no room has are slowed down, then cut off: on one connection each wrong code waits longer and the fifth
/// closes it, and an address (over all its connections), or everyone together under a flood, has only so many wrong
/// codes checked an hour (`PartyServerLimits`). Guessing one of a server's 35-bit codes then takes years.
enum WrongCodePolicy {
    /// Wrong codes a connection may send; the last is answered `slowDown` and the connection closed.
    static let limit = 5

    /// How long to wait before answering wrong code number `count` (from 1): none for a first typo, then doubling
    /// from 0.1 s. Awaited, so a waiting connection holds no thread.
    static func delay(beforeAnswering count: Int) -> Duration {
        count <= 1 ? .zero : .milliseconds(100) * (1 << min(count - 2, 10))
    }

    /// The refusal ending a connection that sent `limit` wrong codes.
    static let cutOff = PartyRefusal(
        reason: .slowDown, message: "too many wrong room codes from this connection; check the code you were given and try again later"
    )

    /// The refusal of a hello whose code was not checked, with why; the connection closes.
    static func unchecked(_ check: CodeCheck) -> PartyRefusal {
        switch check {
        case .allowed, .addressLimited:
            PartyRefusal(
                reason: .slowDown,
                message: "too many wrong room codes from your network; wait a few minutes, then check the code you were given"
            )
        case .serverLimited:
            PartyRefusal(
                reason: .slowDown, message: "this server is taking no new members for a moment (a flood of wrong codes); try again in a minute"
            )
        }
    }

    /// The refusal of a create from an address that has created its most rooms for now.
    static let tooManyRooms = PartyRefusal(
        reason: .slowDown, message: "too many rooms created from your network lately; play in one of them, or wait an hour"
    )
}
