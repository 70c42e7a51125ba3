import Foundation
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOSSL

/// Each connection as the server sets it up: counted in the registry at accept (refused when its address has its
/// most), counted out when it closes, its TLS handshake watched when served over TLS, and once upgraded to WebSocket,
/// its frames checked (`ClientFrameCheck`). The HTTP and WebSocket work is Hummingbird's, the TLS NIOSSL's.
struct PartyChildChannel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    /// The HTTP server with its WebSocket upgrade.
    let upgrading: HTTP1WebSocketUpgradeChannel
    let registry: ConnectionRegistry
    let clock: any PartyClock
    /// The TLS context connections are served with, and where their failed handshakes are counted; nil for plain `ws://`.
    let tls: (context: NIOSSLContext, failures: TLSHandshakeFailures)?

    var responder: HTTPChannelHandler.Responder { upgrading.responder }

    private struct Refused: Error {}

    // What one connection's client does wrong (a handshake cut short, a request it breaks off) is its own affair: a
    // line each would let anyone write the server's log a line a connection. What matters is counted instead.
    private static let quiet = Logger(label: "filmswipe.party-server.connection") { _ in SwiftLogNoOpLogHandler() }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard registry.admit(channel, at: clock.now) else {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(Refused())
        }
        let registry = registry
        channel.closeFuture.whenComplete { _ in registry.remove(channel) }
        if let tls {
            do {
                try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls.context))
                try channel.pipeline.syncOperations.addHandler(TLSHandshakeWatch(failures: tls.failures))
            } catch {
                channel.close(promise: nil)
                return channel.eventLoop.makeFailedFuture(error)
            }
        }
        return upgrading.setup(channel: channel, logger: Self.quiet).map { value in
            // NIO completes the upgrade's future as the upgrade is done, before it lets through what it read meanwhile:
            // the check is in place before the first frame.
            let upgrade = try? channel.pipeline.syncOperations.handler(type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
            upgrade?.upgradeResultFuture.whenSuccess { result in
                if case .websocket = result { ClientFrameCheck.install(on: channel, registry: registry) }
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: Self.quiet)
    }
}
