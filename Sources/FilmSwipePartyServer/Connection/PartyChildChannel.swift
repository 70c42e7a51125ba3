import FilmSwipeParty
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOSSL
import NIOWebSocket

/// Each connection as the server sets it up: counted in the registry at accept (an address at its most makes room by
/// closing its oldest connection not in a room), counted out when it closes, its TLS handshake watched when served
/// over TLS, then HTTP/1.1 with a WebSocket upgrade at `/party`. A request the upgrade does not take (the page, its
/// files, an upload) goes to Hummingbird's router in a task for its connection; an upgraded socket lives in NIO's
/// frame coder and `PartySocket` alone, with no task of its own.
struct PartyChildChannel: ServerChildChannel, HTTPChannelHandler {
    /// What the connection turned out to be.
    enum Upgrade: Sendable {
        /// Plain HTTP, for the router.
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// An upgrade to the socket, refused (another name, another site's page): answered 400, then closed.
        case refused(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// The party's WebSocket, handled by its handlers.
        case socket
    }

    struct Value: ServerChildChannelValue {
        let channel: any Channel
        let upgrade: EventLoopFuture<Upgrade>
    }

    /// The page's router.
    let responder: HTTPChannelHandler.Responder
    let rooms: PartyRooms
    let gate: PartyGate
    let names: HostNames
    /// The TLS context connections are served with, and where their failed handshakes are counted; nil for plain `ws://`.
    let tls: (context: NIOSSLContext, failures: TLSHandshakeFailures)?

    private struct Refused: Error {}

    // What one connection's client does wrong (a handshake cut short, a request it breaks off) is its own affair: a
    // line each would let anyone write the server's log a line a connection. What matters is counted instead.
    private static let quiet = Logger(label: "filmswipe.party-server.connection") { _ in SwiftLogNoOpLogHandler() }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let registry = gate.registry
        guard registry.admit(channel, at: gate.clock.now) else {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(Refused())
        }
        channel.closeFuture.whenComplete { _ in registry.remove(channel) }
        return channel.eventLoop.makeCompletedFuture {
            if let tls {
                try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls.context))
                try channel.pipeline.syncOperations.addHandler(TLSHandshakeWatch(failures: tls.failures))
            }
            return Value(channel: channel, upgrade: try configure(channel))
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.upgrade.get() {
            case .http(let http):
                await handleHTTP(asyncChannel: http, logger: Self.quiet)
            case .refused(let http):
                try await http.executeThenClose { _, outbound in
                    let head = HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])
                    try await outbound.write(contentsOf: [.head(head), .end(nil)])
                }
            case .socket:
                // The connection lives in its handlers from here: nothing for this task to wait for.
                return
            }
        } catch {
            // A client that closed or broke its request: nothing to answer.
        }
    }

    // HTTP/1.1 with NIO's WebSocket upgrade: the socket is let through only at `/party`, when asked for by one of this
    // server's names (`HostNames`: DNS rebinding) and, from a browser, from this server's own page (`OriginCheck`).
    private func configure(_ channel: any Channel) throws -> EventLoopFuture<Upgrade> {
        let attempted = NIOLoopBoundBox(false, eventLoop: channel.eventLoop)
        let (rooms, gate, names) = (rooms, gate, names)
        let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
            maxFrameSize: PartyProtocol.maxMessageBytes,
            shouldUpgrade: { channel, head in
                attempted.value = true
                let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
                let host = head.headers.first(name: "host")
                guard path == PartyServer.path, let host, names.allows(host: host),
                      OriginCheck.allows(origin: head.headers.first(name: "origin"), host: host) else {
                    return channel.eventLoop.makeSucceededFuture(nil)
                }
                return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let link = MemberLink(channel: channel, byteLimit: gate.limits.outboxBytes)
                    let conversation = PartyConversation(rooms: rooms, gate: gate, link: link)
                    try channel.pipeline.syncOperations.addHandler(PartySocket(conversation: conversation))
                    return Upgrade.socket
                }
            }
        )
        let upgrade = NIOTypedHTTPServerUpgradeConfiguration(
            upgraders: [upgrader],
            notUpgradingCompletionHandler: { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                    try channel.pipeline.syncOperations.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: Self.quiet))
                    let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                        wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true)
                    )
                    return attempted.value ? .refused(http) : .http(http)
                }
            }
        )
        var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Upgrade>(upgradeConfiguration: upgrade)
        configuration.enablePipelining = false
        configuration.enableErrorHandling = false
        configuration.enableResponseHeaderValidation = false
        return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: configuration)
    }
}
