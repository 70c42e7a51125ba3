@testable import FilmSwipePartyServer
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOEmbedded
import Testing

/// What the WebSocket route keeps of a connection once it is upgraded: nothing. Hummingbird's router puts the route's
/// handler in a box inside the request context, beside a copy of that context, so the box holds itself; the route
/// lets go of it when it runs, and with it the context, the handler and the connection.
struct PartyRequestContextTests {
    private final class Sentinel: Sendable {}

    @Test func aContextLetsGoOfItsConnectionAndHandlerOnceTheRouteRuns() async throws {
        weak var handlerHeld: Sentinel?
        weak var channelHeld: EmbeddedChannel?
        try await {
            let sentinel = Sentinel()
            handlerHeld = sentinel
            let router = Router(context: PartyRequestContext.self)
            router.ws("/party") { _, _, _ in _ = sentinel }
            let channel = EmbeddedChannel()
            channelHeld = channel
            let context = PartyRequestContext(source: ApplicationRequestContextSource(channel: channel, logger: Logger(label: "test")))
            let request = Request(head: HTTPRequest(method: .get, scheme: nil, authority: "127.0.0.1", path: "/party"), body: RequestBody(buffer: ByteBuffer()))
            let response = try await router.buildResponder().respond(to: request, context: context)
            #expect(response.status == .ok, "the route would upgrade")
            // What the route does first when the upgraded connection runs it.
            context.releaseHandlerBox()
            _ = try channel.finish()
        }()
        #expect(handlerHeld == nil, "the route's handler was kept")
        #expect(channelHeld == nil, "the connection was kept")
    }
}
