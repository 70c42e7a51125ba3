import Hummingbird
import NIOCore

/// The request context of the room's page and its files: the connection, whose address the limits on wrong codes
/// count a page asked for a code against, as they count a hello's.
struct PageRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
