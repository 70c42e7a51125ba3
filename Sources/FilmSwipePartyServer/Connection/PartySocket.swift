import FilmSwipeParty
import NIOCore
import NIOWebSocket

/// One client's WebSocket once upgraded, as a NIO handler on its channel: frames read and put together into messages
/// (a text message is checked to be UTF-8, as RFC 6455 asks), control frames answered, the client pinged when quiet,
/// and each message handed to the connection's `PartyConversation`. No task is kept for a connection: a member costs the
/// server its channel, this handler and its place in a room.
///
/// What RFC 6455 asks of a server it also checks: a frame that is not masked closes the connection with 1002 (5.1); a
/// message that is not UTF-8 with 1007; a message over 64 KiB, in one frame or several, with 1009 (NIO's decoder checks
/// each frame, this the whole). A close frame saying 1000 or 1001 is the client leaving on purpose.
final class PartySocket: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How often a quiet client is pinged; one that has not answered by the next ping is gone.
    static let pingInterval: TimeAmount = .seconds(30)
    /// How long a client has to answer the server's close frame before the connection is closed under it.
    static let closeWait: TimeAmount = .seconds(5)

    private let conversation: PartyConversation
    private var pieces: ByteBuffer?
    private var piecesAreText = true
    private var awaitingPong = false
    private var pinging: RepeatedTask?
    private var closing = false

    /// Asks the handler to end the connection saying 1000 once what is queued is written (fired by the conversation
    /// when it is done, and by the rooms when the room ended).
    struct Finish {}

    init(conversation: PartyConversation) {
        self.conversation = conversation
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is Finish:
            close(context, code: .normalClosure)
        case is ChannelShouldQuiesceEvent:
            // The server is stopping: the client is told it is going away, and comes back to the next one.
            close(context, code: .goingAway)
        case ChannelEvent.inputClosed:
            // The client's side of the connection is gone (a dropped network sends no close frame): nothing more will come.
            context.close(promise: nil)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = context.loopBound
        pinging = context.eventLoop.scheduleRepeatedTask(initialDelay: Self.pingInterval, delay: Self.pingInterval) { [weak self] _ in
            self?.ping(loopBound.value)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        pinging?.cancel()
        pinging = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        pinging?.cancel()
        pinging = nil
        conversation.dropped()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard !closing || frame.opcode == .connectionClose else { return }
        guard frame.maskKey != nil else { return close(context, code: .protocolError) }
        switch frame.opcode {
        case .text, .binary:
            guard pieces == nil else { return close(context, code: .protocolError) }
            if frame.fin {
                message(context, frame.unmaskedData, isText: frame.opcode == .text)
            } else {
                pieces = frame.unmaskedData
                piecesAreText = frame.opcode == .text
            }
        case .continuation:
            guard var gathered = pieces else { return close(context, code: .protocolError) }
            var more = frame.unmaskedData
            guard gathered.readableBytes + more.readableBytes <= PartyProtocol.maxMessageBytes else { return close(context, code: .messageTooLarge) }
            gathered.writeBuffer(&more)
            pieces = frame.fin ? nil : gathered
            if frame.fin { message(context, gathered, isText: piecesAreText) }
        case .ping:
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .pong:
            awaitingPong = false
        case .connectionClose:
            var body = frame.unmaskedData
            let code = body.readWebSocketErrorCode()
            if code == .normalClosure || code == .goingAway { conversation.saidGoodbye() }
            if !closing {
                // The client began the close: answered with its own code, then the connection ends.
                var answer = context.channel.allocator.buffer(capacity: 2)
                answer.write(webSocketErrorCode: code ?? .normalClosure)
                closing = true
                let loopBound = context.loopBound
                context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: answer))).whenComplete { _ in
                    loopBound.value.close(promise: nil)
                }
            } else {
                context.close(promise: nil)
            }
        default:
            close(context, code: .protocolError)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    // A whole message: text to the conversation, anything else refused.
    private func message(_ context: ChannelHandlerContext, _ bytes: ByteBuffer, isText: Bool) {
        guard isText else {
            conversation.refuse(PartyRefusal(.malformed("the party protocol sends JSON text messages, not binary ones")))
            return close(context, code: .normalClosure)
        }
        guard let text = String(validating: bytes.readableBytesView, as: UTF8.self) else { return close(context, code: .dataInconsistentWithMessage) }
        conversation.receive(text)
    }

    /// Sends a close frame with `code` after what is queued, then closes the connection once the client answers, or
    /// after `closeWait`.
    private func close(_ context: ChannelHandlerContext, code: WebSocketErrorCode) {
        guard !closing else { return }
        closing = true
        var body = context.channel.allocator.buffer(capacity: 2)
        body.write(webSocketErrorCode: code)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: body)), promise: nil)
        let channel = context.channel
        context.eventLoop.scheduleTask(in: Self.closeWait) { channel.close(promise: nil) }
    }

    // Every ping interval: a client that did not answer the last ping is gone; one that did is pinged again.
    private func ping(_ context: ChannelHandlerContext) {
        guard !closing else { return }
        guard !awaitingPong else {
            context.close(promise: nil)
            return
        }
        awaitingPong = true
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: context.channel.allocator.buffer(capacity: 0))), promise: nil)
    }
}
