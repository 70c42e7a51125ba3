/// A room as the server holds it: asleep (its summary alone, as a server that started keeps every room until
/// someone comes back to it) or awake (whole, in memory).
enum RoomSlot {
    case asleep(RoomSummary)
    case awake(HostedRoom)

    /// What every room keeps.
    var summary: RoomSummary {
        switch self {
        case .asleep(let summary): summary
        case .awake(let hosted): hosted.summary
        }
    }
}
