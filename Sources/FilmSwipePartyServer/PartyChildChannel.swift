import Foundation
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Each connection as the server sets it up: counted in the registry at accept (refused when its address has its
/// most), counted out when it closes, and once upgraded to WebSocket, its frames checked (`ClientFrameCheck`). The
/// HTTP and WebSocket work is Hummingbird's; TLS, when served, wraps this whole.
struct PartyChildChannel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    /// The HTTP server with its WebSocket upgrade.
    let upgrading: HTTP1WebSocketUpgradeChannel
    let registry: ConnectionRegistry
    let clock: any PartyClock

    var responder: HTTPChannelHandler.Responder { upgrading.responder }

    private struct Refused: Error {}

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard registry.admit(channel, at: clock.now) else {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(Refused())
        }
        let registry = registry
        channel.closeFuture.whenComplete { _ in registry.remove(channel) }
        return upgrading.setup(channel: channel, logger: logger).map { value in
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
        await upgrading.handle(value: value, logger: logger)
    }
}
