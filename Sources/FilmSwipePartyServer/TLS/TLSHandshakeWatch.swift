import NIOCore
import NIOSSL
import NIOTLS

/// Watches one TLS connection's handshake from just after the TLS handler: a connection that closes or fails before
/// its handshake completes (a client that does not trust the certificate, speaks plain HTTP to a `wss://` server, or
/// offers only TLS 1.0, 1.1 or CBC suites) is counted in `failures`, which the server logs at most once a minute,
/// instead of a line for each.
final class TLSHandshakeWatch: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let failures: TLSHandshakeFailures
    private var completed = false
    private var counted = false

    init(failures: TLSHandshakeFailures) {
        self.failures = failures
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            completed = true
            // Nothing more to watch: the connection goes on without this handler.
            context.fireUserInboundEventTriggered(event)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !completed else { return context.fireErrorCaught(error) }
        countOnce()
        // The handshake failed: nothing above TLS has anything to say about it, so the error goes no further.
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !completed { countOnce() }
        context.fireChannelInactive()
    }

    private func countOnce() {
        guard !counted else { return }
        counted = true
        failures.add()
    }
}
