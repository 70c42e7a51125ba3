import NIOCore
import NIOWebSocket
import Synchronization

/// One WebSocket connection as the rooms see it: where a member's messages go, in order, and how it ends. Everything
/// it writes is written on its channel's event loop; a client that falls too far behind (it does not read) is
/// disconnected before what waits for it holds much memory, and comes back with a fresh welcome.
///
/// Messages from the rooms wait for their batch to be saved; what the connection says itself (a pong, a refusal)
/// waits behind them, so a client hears everything in the order it happened.
final class MemberLink: Sendable {
    /// The connection.
    let channel: any Channel
    /// The most bytes that may wait for the client before its connection is dropped.
    private let byteLimit: Int
    private let memberChanges = Atomic<Bool>(false)
    /// Whether a flush is owed for what was written since the last.
    private let unflushed = Atomic<Bool>(false)
    /// Messages from the rooms recorded for this connection and not yet delivered.
    private let awaited = Atomic<Int>(0)
    /// What the connection said itself while rooms' messages were awaited: sent after them.
    private let held: NIOLoopBoundBox<[Outgoing]>

    /// A link over `channel`, dropping it past `byteLimit` bytes waiting; made on the channel's event loop.
    init(channel: any Channel, byteLimit: Int) {
        self.channel = channel
        self.byteLimit = byteLimit
        held = NIOLoopBoundBox([], eventLoop: channel.eventLoop)
    }

    /// `count` messages from the rooms are recorded for this connection, to be delivered once saved.
    func expect(_ count: Int) {
        awaited.add(count, ordering: .relaxed)
    }

    /// `count` of the awaited messages were delivered (or dropped, their change undone); on the event loop. Once none is
    /// awaited, what the connection said meanwhile goes out.
    func delivered(_ count: Int) {
        guard awaited.subtract(count, ordering: .relaxed).newValue == 0, !held.value.isEmpty else { return }
        let waiting = held.value
        held.value = []
        for item in waiting { apply(item) }
    }

    /// Whether the client reads `joined` and `left` rather than `members`, as its hello or create said.
    var readsMemberChanges: Bool {
        get { memberChanges.load(ordering: .relaxed) }
        set { memberChanges.store(newValue, ordering: .relaxed) }
    }

    /// The longest frame the server writes: a longer message (a welcome) goes as several, as clients read frames of up to
    /// 64 KiB.
    static let frameLimit = 1 << 16

    /// Carries out `item`; on the channel's event loop only. What it writes waits for `flush`.
    func apply(_ item: Outgoing) {
        channel.eventLoop.assertInEventLoop()
        guard channel.isActive else { return }
        switch item {
        case .text(let message):
            let waiting = (try? channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
            guard waiting + message.readableBytes <= byteLimit else {
                // A client this far behind has lost the thread; ending its connection makes it resume with a welcome.
                channel.close(promise: nil)
                return
            }
            write(message)
        case .finish:
            flush()
            channel.pipeline.fireUserInboundEventTriggered(PartySocket.Finish())
        case .close:
            channel.close(promise: nil)
        }
    }

    /// Sends what `apply` wrote; on the channel's event loop only.
    func flush() {
        guard unflushed.exchange(false, ordering: .relaxed) else { return }
        channel.flush()
    }

    /// Carries out `item` and sends it, after any message from the rooms awaited for this connection; on the event loop.
    func send(_ item: Outgoing) {
        channel.eventLoop.assertInEventLoop()
        guard awaited.load(ordering: .relaxed) == 0 else {
            held.value.append(item)
            return
        }
        apply(item)
        flush()
    }

    // One message, as one text frame or, past the frame limit, a text frame and continuations, all sharing its bytes.
    private func write(_ message: ByteBuffer) {
        unflushed.store(true, ordering: .relaxed)
        guard message.readableBytes > Self.frameLimit else {
            channel.write(WebSocketFrame(fin: true, opcode: .text, data: message), promise: nil)
            return
        }
        var rest = message
        var opcode = WebSocketOpcode.text
        while rest.readableBytes > 0 {
            let piece = rest.readSlice(length: min(Self.frameLimit, rest.readableBytes))!
            channel.write(WebSocketFrame(fin: rest.readableBytes == 0, opcode: opcode, data: piece), promise: nil)
            opcode = .continuation
        }
    }
}
