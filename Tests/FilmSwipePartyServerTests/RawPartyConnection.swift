import FilmSwipeParty
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A WebSocket client put together from NIO's own parts, for what the real client never does: send a frame unmasked
/// or text that is not UTF-8, stop reading, lose its connection without a close frame, or say goodbye with one and
/// nothing else. The framing is NIO's; only the frames' contents are the test's.
struct RawPartyConnection {
    struct NotUpgraded: Error {}

    private enum Upgrade {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    private let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>
    private var frames: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator

    /// A connection upgraded to WebSocket on loopback `port`; `receiveBuffer` makes the kernel's buffer small, for a
    /// client that is not to read; `source` is the loopback address it comes from (127.0.0.2, say).
    static func open(port: Int, receiveBuffer: Int? = nil, from source: String? = nil) async throws -> RawPartyConnection {
        var bootstrap = try RawHTTPExchange.bootstrap(from: source)
        if let receiveBuffer { bootstrap = bootstrap.channelOption(.socketOption(.so_rcvbuf), value: SocketOptionValue(receiveBuffer)) }
        let upgrade: EventLoopFuture<Upgrade> = try await bootstrap.connect(host: "127.0.0.1", port: port) { channel in
            channel.eventLoop.makeCompletedFuture {
                let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 22) { channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        // Read only as asked: a test that never asks leaves the server's messages unread.
                        Upgrade.websocket(try NIOAsyncChannel(
                            wrappingChannelSynchronously: channel, configuration: .init(backPressureStrategy: .init(lowWatermark: 1, highWatermark: 1))
                        ))
                    }
                }
                var headers = HTTPHeaders()
                headers.add(name: "Host", value: "127.0.0.1:\(port)")
                let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/party", headers: headers)
                let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                    upgradeRequestHead: request, upgraders: [upgrader],
                    notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { Upgrade.refused } }
                )
                return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: .init(upgradeConfiguration: configuration))
            }
        }
        guard case .websocket(let channel) = try await upgrade.get() else { throw NotUpgraded() }
        return RawPartyConnection(channel: channel, frames: channel.inbound.makeAsyncIterator())
    }

    /// Sends `message`, masked as a client must.
    func send(_ message: ClientMessage) async throws {
        try await send(bytes: Array(message.json.utf8))
    }

    /// Sends `bytes` as one text frame, masked or not.
    func send(bytes: [UInt8], masked: Bool = true) async throws {
        let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: masked ? .random() : nil, data: ByteBuffer(bytes: bytes))
        try await channel.outbound.write(frame)
    }

    /// Sends a close frame with `code` (1000: the client going on purpose) and closes the connection.
    func sayGoodbye(_ code: WebSocketErrorCode = .normalClosure) async throws {
        var body = ByteBuffer()
        body.write(webSocketErrorCode: code)
        try await channel.outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: body))
        try? await channel.channel.close()
    }

    /// Closes the TCP connection with no close frame, as a network going away would.
    func drop() async {
        try? await channel.channel.close()
    }

    /// The next whole message from the server, or the close code it ended the connection with.
    mutating func next() async throws -> Received {
        var text: [UInt8] = []
        while let frame = try await frames.next() {
            switch frame.opcode {
            case .text, .continuation:
                text += frame.unmaskedData.readableBytesView
                if frame.fin { return .message(try ServerMessage.decode(String(decoding: text, as: UTF8.self))) }
            case .connectionClose:
                var body = frame.unmaskedData
                return .closed(body.readWebSocketErrorCode())
            case .ping:
                // Answered, as any live client does: a connection is to be closed for what it did, not for going quiet.
                try await channel.outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
            default:
                continue
            }
        }
        return .closed(nil)
    }

    /// The next welcome, skipping other messages; nil if the connection closes first.
    mutating func welcome() async throws -> PartyWelcome? {
        while true {
            switch try await next() {
            case .message(.welcome(let welcome)): return welcome
            case .message: continue
            case .closed: return nil
            }
        }
    }

    /// The close code the server ends the connection with, skipping its messages.
    mutating func closeCode() async throws -> WebSocketErrorCode? {
        while true {
            if case .closed(let code) = try await next() { return code }
        }
    }

    /// What the server sent.
    enum Received {
        case message(ServerMessage)
        case closed(WebSocketErrorCode?)
    }
}

/// A TCP connection to loopback `port` that never sends a byte: the cheapest way to hold a server's descriptor.
struct SilentConnection {
    let channel: any Channel

    /// Connects.
    static func open(port: Int) async throws -> SilentConnection {
        SilentConnection(channel: try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: port).get())
    }

    /// Returns once the server has closed the connection.
    func closedByServer() async {
        try? await channel.closeFuture.get()
    }

    /// Closes it from this side.
    func close() async {
        try? await channel.close()
    }
}
