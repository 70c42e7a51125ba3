import FilmSwipeParty
import Foundation

/// What a server keeps of every room it holds, including those nobody has come back to since it started: enough to
/// know the code, when the room dies, and whose it counts against. The rest is read when someone comes back.
struct RoomSummary: Sendable, Equatable {
    /// The room's code.
    let code: RoomCode
    /// When it was made.
    let created: Date
    /// When anything last happened in it, as saved.
    var touched: Date
    /// The address it was created from (nil for a room made before that was kept).
    let creator: ClientAddress?
    /// Whether anyone but its creator ever joined: a room nobody joined dies an hour after it was made.
    var joined: Bool

    /// Whether a room with nobody in it dies at `now`: `lifetime` after its last use, and one nobody joined
    /// `unjoinedLifetime` after it was made at the latest, whatever its creator did since (their coming back keeps
    /// nothing alive for others).
    func expired(at now: Date, lifetime: Duration, unjoinedLifetime: Duration) -> Bool {
        touched + lifetime <= now || !joined && created + unjoinedLifetime <= now
    }
}
