import FilmSwipeParty
import Synchronization

/// What waits to be written to one connection, in order: the rooms actor queues without waiting, and the
/// connection's writer sends, so a slow client never holds up a room. A client that falls too far behind (it does not
/// read) is disconnected before its queue holds much memory; it comes back with a fresh welcome.
final class ConnectionOutbox: Sendable {
    /// An item to write.
    enum Item: Sendable {
        /// A JSON text message.
        case text(String)
        /// Close the connection without writing what follows.
        case close
    }

    private static let counter = Atomic<Int>(0)

    /// Tells this connection from an earlier one of the same member.
    let id: Int
    /// The items, for the writer.
    let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation
    private let byteLimit: Int
    private let overflow: @Sendable () -> Void
    /// Bytes queued or being written.
    private let waiting = Atomic<Int>(0)
    private let memberChanges = Atomic<Bool>(false)

    /// An empty outbox that calls `overflow` once more than `byteLimit` bytes wait in it: the writer may be stuck on a
    /// client that does not read, so only closing the connection under it ends it.
    init(byteLimit: Int, overflow: @escaping @Sendable () -> Void = {}) {
        id = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
        self.byteLimit = byteLimit
        self.overflow = overflow
        (items, continuation) = AsyncStream.makeStream(of: Item.self, bufferingPolicy: .unbounded)
    }

    /// Whether the client reads `joined` and `left` rather than `members`, as its hello or create said.
    var readsMemberChanges: Bool {
        get { memberChanges.load(ordering: .relaxed) }
        set { memberChanges.store(newValue, ordering: .relaxed) }
    }

    /// Queues `message`.
    func send(_ message: ServerMessage) {
        send(text: message.json)
    }

    /// Queues a message already encoded (a broadcast is encoded once for every member).
    func send(text: String) {
        let bytes = text.utf8.count
        let total = waiting.add(bytes, ordering: .relaxed).newValue
        guard total <= byteLimit else {
            // A client this far behind has lost the thread; ending its connection makes it resume with a welcome.
            continuation.finish()
            if total - bytes <= byteLimit { overflow() }
            return
        }
        continuation.yield(.text(text))
    }

    /// The writer has written `text`.
    func written(_ text: String) {
        waiting.subtract(text.utf8.count, ordering: .relaxed)
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
