import FilmSwipeParty
import Synchronization

/// What waits to be written to one connection, in order: the rooms actor queues without waiting, and the
/// connection's writer sends, so a slow client never holds up a room.
final class ConnectionOutbox: Sendable {
    /// An item to write.
    enum Item: Sendable {
        /// A JSON text message.
        case text(String)
        /// Close the connection without writing what follows.
        case close
    }

    /// Messages a client may fall behind by before it is disconnected (it comes back with a fresh welcome).
    static let backlogLimit = 4_096

    private static let counter = Atomic<Int>(0)

    /// Tells this connection from an earlier one of the same member.
    let id: Int
    /// The items, for the writer.
    let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation

    /// An empty outbox.
    init() {
        id = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
        (items, continuation) = AsyncStream.makeStream(of: Item.self, bufferingPolicy: .bufferingOldest(Self.backlogLimit))
    }

    /// Queues `message`.
    func send(_ message: ServerMessage) {
        send(text: message.json)
    }

    /// Queues a message already encoded (a broadcast is encoded once for every member).
    func send(text: String) {
        if case .dropped = continuation.yield(.text(text)) {
            // A client this far behind has lost the thread; ending its connection makes it resume with a welcome.
            continuation.finish()
        }
    }

    /// Ends the connection at once: what is queued is not written (the member connected again elsewhere).
    func close() {
        continuation.yield(.close)
        continuation.finish()
    }

    /// Ends the connection once what is queued is written.
    func finish() {
        continuation.finish()
    }
}
