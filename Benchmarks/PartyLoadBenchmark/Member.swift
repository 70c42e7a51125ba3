import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWSClient
import Logging

/// One simulated player: a WebSocket connection on loopback that sends votes and tells `book` when a match arrives.
struct Member: Sendable {
    /// The server refused the create or hello, or closed before its welcome.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        /// The reason of the server's refusal, if it refused.
        var reason: RefusalReason?
    }

    private let outbound: WebSocketOutboundWriter
    private let connection: Task<WebSocketCloseFrame?, any Error>

    /// Connects to the server on 127.0.0.1:`port`, sends `first` (a create or a hello) and returns the member with
    /// its welcome; every match it reads afterwards is reported to `book` as seen in room `room`.
    static func join(port: Int, first: ClientMessage, room: Int, book: MatchBook) async throws -> (Member, PartyWelcome) {
        let (replies, reply) = AsyncStream.makeStream(of: Result<PartyWelcome, Failure>.self)
        let (writers, ready) = AsyncStream.makeStream(of: WebSocketOutboundWriter.self)
        let logger = Logger(label: "party-load-member") { _ in SwiftLogNoOpLogHandler() }
        let connection = Task {
            defer {
                reply.finish()
                ready.finish()
            }
            // As the test client: frames up to the server's 64 KiB, a welcome (the whole deck) read as one message.
            return try await WebSocketClient.connect(
                url: "ws://127.0.0.1:\(port)/party", configuration: .init(maxFrameSize: 1 << 16), logger: logger
            ) { inbound, outbound, _ in
                ready.yield(outbound)
                for try await message in inbound.messages(maxSize: PartyProtocol.maxServerMessageBytes) {
                    guard case .text(let text) = message else { continue }
                    // Read the clock before decoding, so the latency is when the message arrived, not when it was parsed.
                    let now = ContinuousClock.now
                    // Vote counts are most of the traffic and nothing measured: not decoding them leaves the cores to the server.
                    if text.contains("\"type\":\"votes\"") { continue }
                    switch try ServerMessage.decode(text) {
                    case .match(let match): book.read(room: room, film: match.film, at: now)
                    case .welcome(let welcome): reply.yield(.success(welcome))
                    case .refused(let refusal):
                        book.refused("\(refusal)")
                        // Ends a join waiting for its welcome; after the welcome nobody reads it, and refusals are few.
                        reply.yield(.failure(Failure(description: "refused: \(refusal)", reason: refusal.reason)))
                    default: break
                    }
                }
            }
        }
        var waiting = writers.makeAsyncIterator()
        guard let outbound = await waiting.next() else {
            _ = try await connection.value
            throw Failure(description: "the server closed the connection before it opened")
        }
        try await outbound.writeTextMessage(first.json)
        var answers = replies.makeAsyncIterator()
        switch await answers.next() {
        case .success(let welcome)?: return (Member(outbound: outbound, connection: connection), welcome)
        case .failure(let failure)?: throw failure
        case nil: throw Failure(description: "the server closed the connection before its welcome")
        }
    }

    /// Sends one vote.
    func vote(_ film: FilmID, yes: Bool) async throws {
        try await outbound.writeTextMessage(ClientMessage.vote(film: film, yes: yes).json)
    }

    /// Closes the connection, as a player quitting would, and waits for it to end.
    func disconnect() async {
        try? await outbound.close(.normalClosure, reason: nil)
        _ = try? await connection.value
    }
}
