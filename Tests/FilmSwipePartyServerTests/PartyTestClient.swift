import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWSClient
import Logging
import NIOSSL

/// A real WebSocket client of the party protocol, driven step by step by a test: it sends messages and reads what
/// the server said, in order.
struct PartyTestClient {
    struct Closed: Error {}

    private var messages: AsyncStream<ServerMessage>.Iterator
    private let outbound: WebSocketOutboundWriter
    private let connection: Task<WebSocketCloseFrame?, any Error>

    /// A client connected to the server on loopback `port`; with `tls`, over `wss://localhost`.
    static func connect(port: Int, tls: TLSConfiguration? = nil) async throws -> PartyTestClient {
        let (messages, received) = AsyncStream.makeStream(of: ServerMessage.self)
        let (writers, ready) = AsyncStream.makeStream(of: WebSocketOutboundWriter.self)
        let logger = Logger(label: "party-test-client") { _ in SwiftLogNoOpLogHandler() }
        let connection = Task {
            defer {
                received.finish()
                ready.finish()
            }
            // Frames up to the server's 64 KiB; a welcome spans several, read as one message of up to 4 MiB.
            return try await WebSocketClient.connect(
                url: tls == nil ? "ws://127.0.0.1:\(port)/party" : "wss://localhost:\(port)/party", configuration: .init(maxFrameSize: 1 << 16),
                tlsConfiguration: tls, logger: logger
            ) { inbound, outbound, _ in
                ready.yield(outbound)
                for try await message in inbound.messages(maxSize: PartyProtocol.maxServerMessageBytes) {
                    guard case .text(let text) = message else { continue }
                    received.yield(try ServerMessage.decode(text))
                }
            }
        }
        var waiting = writers.makeAsyncIterator()
        guard let outbound = await waiting.next() else {
            _ = try await connection.value
            throw Closed()
        }
        return PartyTestClient(messages: messages.makeAsyncIterator(), outbound: outbound, connection: connection)
    }

    /// Sends `message`.
    func send(_ message: ClientMessage) async throws {
        try await outbound.writeTextMessage(message.json)
    }

    /// Sends `text` as one text frame, whatever it is.
    func send(raw text: String) async throws {
        try await outbound.write(.text(text))
    }

    /// The next message; nil once the connection has ended.
    mutating func next() async -> ServerMessage? {
        await messages.next()
    }

    /// The first message `pick` accepts, skipping others; throws if the connection ends first.
    mutating func expect<Value>(_ pick: (ServerMessage) -> Value?) async throws -> Value {
        while let message = await next() {
            if let value = pick(message) { return value }
        }
        throw Closed()
    }

    /// Every message until the answer to a ping: what the server had queued for this client before it.
    mutating func drain() async throws -> [ServerMessage] {
        try await send(.ping)
        var seen: [ServerMessage] = []
        while let message = await next() {
            if message == .pong { return seen }
            seen.append(message)
        }
        throw Closed()
    }

    /// The next welcome.
    mutating func welcome() async throws -> PartyWelcome {
        try await expect { if case .welcome(let welcome) = $0 { welcome } else { nil } }
    }

    /// The next refusal.
    mutating func refusal() async throws -> PartyRefusal {
        try await expect { if case .refused(let refusal) = $0 { refusal } else { nil } }
    }

    /// The next match.
    mutating func match() async throws -> PartyMatch {
        try await expect { if case .match(let match) = $0 { match } else { nil } }
    }

    /// The messages left until the server ends the connection, and how it closed it.
    mutating func closed() async -> (messages: [ServerMessage], frame: WebSocketCloseFrame?) {
        var rest: [ServerMessage] = []
        while let message = await next() { rest.append(message) }
        // Awaiting a task's value does not pass cancellation on: a test over its time limit would wait here for ever.
        let connection = connection
        let frame = await withTaskCancellationHandler { try? await connection.value } onCancel: { connection.cancel() }
        return (rest, frame)
    }

    /// Closes the connection from this side with a close frame saying 1000, as a player quitting does: the server
    /// takes it as the member leaving at once. (A connection lost without a close frame is `RawPartyConnection.drop`.)
    mutating func disconnect() async {
        try? await outbound.close(.normalClosure, reason: nil)
        _ = await closed()
    }

    /// `disconnect`, for a client no longer needed.
    func disconnectSayingGoodbye() async {
        var client = self
        await client.disconnect()
    }

    // MARK: Steps of the protocol

    /// Creates a room and returns its welcome; a client without `memberChanges` is told of members as an older one is,
    /// by the list.
    static func create(
        port: Int, name: String = "Ann", options: RoomOptions = RoomOptions(), taste: PartyTaste? = nil, services: [Int] = [],
        memberChanges: Bool = true, rules: RoomRules = .standard, watchlist: PartyWatchlist? = nil
    ) async throws -> (PartyTestClient, PartyWelcome) {
        var client = try await connect(port: port)
        try await client.send(.create(PartyCreate(
            options: options, name: MemberName(name), taste: taste, services: services, memberChanges: memberChanges, rules: rules,
            watchlist: watchlist
        )))
        return (client, try await client.welcome())
    }

    /// Joins room `code` (or comes back with `resume`) and returns the welcome.
    static func join(
        port: Int, code: RoomCode, name: String, resume: ResumeToken? = nil, taste: PartyTaste? = nil, services: [Int] = [],
        memberChanges: Bool = true, watchlist: PartyWatchlist? = nil
    ) async throws -> (PartyTestClient, PartyWelcome) {
        var client = try await connect(port: port)
        try await client.send(.hello(PartyHello(
            code: code, name: MemberName(name), resume: resume, taste: taste, services: services, memberChanges: memberChanges,
            watchlist: watchlist
        )))
        return (client, try await client.welcome())
    }

    /// The next member joining or coming back.
    mutating func joined() async throws -> PartyMemberInfo {
        try await expect { if case .joined(let member) = $0 { member } else { nil } }
    }

    /// The next member leaving.
    mutating func left() async throws -> MemberID {
        try await expect { if case .left(let member) = $0 { member } else { nil } }
    }
}

/// A room of three on a server: Ann created it, Bob and Cat joined, and Ann and Bob said yes to `film`, so Cat alone
/// decides whether it is a match (by voting, leaving or dropping).
struct RoomOfThree {
    var ann: PartyTestClient, bob: PartyTestClient, cat: PartyTestClient
    /// Ann's welcome, with the room's code and deck.
    let welcome: PartyWelcome
    /// Cat's welcome, with the token that resumes her.
    let catWelcome: PartyWelcome
    let film: FilmID

    /// The room on the server at `port`, with Ann and Bob's yes on the deck's film at `index` heard by the server.
    static func withTwoYes(port: Int, film index: Int = 0) async throws -> RoomOfThree {
        var (ann, welcome) = try await PartyTestClient.create(port: port)
        var (bob, _) = try await PartyTestClient.join(port: port, code: welcome.code, name: "Bob")
        let (cat, catWelcome) = try await PartyTestClient.join(port: port, code: welcome.code, name: "Cat")
        let film = welcome.deck[index].id
        try await ann.send(.vote(film: film, yes: true))
        try await bob.send(.vote(film: film, yes: true))
        _ = try await bob.drain()
        return RoomOfThree(ann: ann, bob: bob, cat: cat, welcome: welcome, catWelcome: catWelcome, film: film)
    }
}
