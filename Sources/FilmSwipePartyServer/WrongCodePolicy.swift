import FilmSwipeParty

/// How codes no room has are slowed down, then cut off: on one connection each wrong code waits longer and the fifth
/// closes it, and an address (over all its connections) has only so many wrong codes checked in ten minutes
/// (`PartyServerLimits`). Guessing one of a server's 50-bit codes then takes centuries (see `RoomCode`).
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

    /// The refusal of a hello whose code was not checked (its address has sent its most wrong codes); the connection
    /// closes.
    static let unchecked = PartyRefusal(
        reason: .slowDown, message: "too many wrong room codes from your network; wait a few minutes, then check the code you were given"
    )

    /// The refusal of a create from an address whose rooms living now are its most.
    static let tooManyLiveRooms = PartyRefusal(
        reason: .slowDown, message: "too many rooms made from your network are open; play in one of them, or end one (the host's q, then e)"
    )

    /// The refusal of a create from an address that has created its most rooms for now.
    static let tooManyRooms = PartyRefusal(
        reason: .slowDown, message: "too many rooms created from your network lately; play in one of them, or wait an hour"
    )
}
