import FilmSwipeParty

/// How a connection that keeps sending codes no room has is slowed down, then cut off: guessing one of a server's
/// 35-bit codes then takes years per connection.
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
}
