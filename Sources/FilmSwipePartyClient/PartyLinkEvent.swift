import FilmSwipeParty

/// What the link tells its session.
public enum PartyLinkEvent: Sendable {
    /// A message from the server.
    case message(ServerMessage)
    /// The connection is open and the opening message sent.
    case connected
    /// The connection could not be made or was lost (`reason`); the next try is in `retryIn`.
    case disconnected(reason: String, retryIn: Duration)
}
