import NIOCore

/// What the server does on one connection once the change behind it is saved.
enum Outgoing: Sendable {
    /// Sends a JSON text message (the same bytes for every member it goes to).
    case text(ByteBuffer)
    /// Closes the connection saying 1000 once what is queued is written (the room ended).
    case finish
    /// Closes the connection now, writing nothing more (the member connected again elsewhere).
    case close
}
