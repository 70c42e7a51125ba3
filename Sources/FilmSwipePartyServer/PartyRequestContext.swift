import Hummingbird
import HummingbirdWebSocket
import NIOCore
import Synchronization

/// The request context of the WebSocket route, keeping the connection's channel: the registry knows a connection by
/// it, and the limits by its address.
///
/// Hummingbird's router keeps the WebSocket handler in a box inside the context, and the handler beside a copy of the
/// context, so the box holds itself, and with it the channel and its whole pipeline: about 5 KB kept for every
/// WebSocket connection ever made. This context reaches its box through a slot the route empties once the connection
/// is upgraded (`releaseHandlerBox`), which breaks the circle.
struct PartyRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection.
    let channel: any Channel
    private let slot: Slot

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
        slot = Slot(WebSocketHandlerReference())
    }

    /// The box the router puts the connection's WebSocket handler in, until the upgrade has taken it.
    var webSocket: WebSocketHandlerReference<Self> {
        // Only ever read before `releaseHandlerBox`, by the router and the upgrade.
        slot.box.withLock { $0 } ?? WebSocketHandlerReference()
    }

    /// Lets go of the handler's box: called by the route once it runs, the upgrade being done.
    func releaseHandlerBox() {
        slot.box.withLock { $0 = nil }
    }

    private final class Slot: Sendable {
        let box: Mutex<WebSocketHandlerReference<PartyRequestContext>?>
        init(_ reference: WebSocketHandlerReference<PartyRequestContext>) {
            box = Mutex(reference)
        }
    }
}
