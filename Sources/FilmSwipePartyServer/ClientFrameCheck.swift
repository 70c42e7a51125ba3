import NIOCore
import NIOWebSocket

/// Looks at every frame NIO's decoder reads from a client before the WebSocket layer takes it, for the two things that
/// layer does not: an unmasked frame breaks RFC 6455 (5.1: a server must close the connection on one), and is
/// answered with close code 1002; a close frame saying 1000 or 1001 is the client leaving on purpose, noted so that
/// its member leaves at once instead of waiting out the grace of a lost connection.
final class ClientFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let goodbye: ClientGoodbye
    private var refused = false

    init(goodbye: ClientGoodbye) {
        self.goodbye = goodbye
    }

    /// Puts a check after the WebSocket frame decoder of `channel`, which has just been upgraded; called on its event
    /// loop before the upgrade lets any frame through.
    static func install(on channel: any Channel, registry: ConnectionRegistry) {
        let pipeline = channel.pipeline.syncOperations
        guard let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) else { return }
        try? pipeline.addHandler(ClientFrameCheck(goodbye: registry.goodbye(of: channel)), position: .after(decoder))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey != nil else {
            refused = true
            var code = context.channel.allocator.buffer(capacity: 2)
            code.write(webSocketErrorCode: .protocolError)
            let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: code)
            let loopBound = context.loopBound
            context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in loopBound.value.close(promise: nil) }
            return
        }
        if frame.opcode == .connectionClose {
            var body = frame.unmaskedData
            if let code = body.readWebSocketErrorCode(), code == .normalClosure || code == .goingAway {
                goodbye.say()
            }
        }
        context.fireChannelRead(data)
    }
}
