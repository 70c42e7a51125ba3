import FilmSwipeParty
import Foundation
import HummingbirdWSClient
import Logging

/// The connection to a party server over WebSocket: opens it, sends the opening message the session gives for each
/// connection (create, join, or resume), delivers what the server says, and when the connection is lost tries again
/// with a growing wait until stopped. What is sent while disconnected is dropped: the session keeps the votes and
/// sends the ones the server lacks when it welcomes the player back.
public actor PartyLink {
    private let url: String
    private let opening: @Sendable () async -> ClientMessage
    private let events: @Sendable (PartyLinkEvent) async -> Void
    private let backoff: PartyBackoff
    private var outgoing: AsyncStream<String>.Continuation?
    private var loop: Task<Void, Never>?
    /// Failed tries since the last connection that opened: the backoff's step.
    private var attempt = 0

    /// A link to `server` (`HOST:PORT`), opening each connection with `opening()` and reporting to `events`.
    public init(
        server: String, backoff: PartyBackoff = PartyBackoff(),
        opening: @escaping @Sendable () async -> ClientMessage, events: @escaping @Sendable (PartyLinkEvent) async -> Void
    ) {
        url = "ws://\(server)/party"
        self.opening = opening
        self.events = events
        self.backoff = backoff
    }

    /// Starts connecting, and reconnecting whenever the connection is lost.
    public func start() {
        guard loop == nil else { return }
        loop = Task { await run() }
    }

    /// Sends `message` now; false when there is no connection to send it on.
    @discardableResult
    public func send(_ message: ClientMessage) -> Bool {
        guard let outgoing else { return false }
        if case .dropped = outgoing.yield(message.json) { return false }
        return true
    }

    /// Closes the connection and stops reconnecting.
    public func stop() async {
        loop?.cancel()
        outgoing?.finish()
        outgoing = nil
        await loop?.value
        loop = nil
    }

    private func run() async {
        while !Task.isCancelled {
            var reason = "the server closed the connection"
            do {
                try await connectOnce()
            } catch {
                reason = Self.describe(error)
            }
            outgoing = nil
            guard !Task.isCancelled else { return }
            let wait = backoff.delay(attempt: attempt, jitter: Double.random(in: 0...1))
            attempt += 1
            await events(.disconnected(reason: reason, retryIn: wait))
            try? await Task.sleep(for: wait)
        }
    }

    private func opened() {
        attempt = 0
    }

    private func connectOnce() async throws {
        var configuration = WebSocketClientConfiguration()
        // The welcome carries the room's whole deck, well above the default frame size.
        configuration.maxFrameSize = PartyProtocol.maxServerMessageBytes
        let logger = Logger(label: "filmswipe.party") { _ in SwiftLogNoOpLogHandler() }
        try await WebSocketClient.connect(url: url, configuration: configuration, logger: logger) { inbound, outbound, _ in
            let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
            await self.attach(continuation)
            try await outbound.write(.text(await self.opening().json))
            await self.opened()
            await self.events(.connected)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream { try await outbound.write(.text(text)) }
                }
                group.addTask {
                    for try await message in inbound.messages(maxSize: PartyProtocol.maxServerMessageBytes) {
                        guard case let .text(text) = message, let decoded = try? ServerMessage.decode(text) else { continue }
                        await self.events(.message(decoded))
                    }
                }
                // Either side ending ends the connection.
                _ = try await group.next()
                group.cancelAll()
            }
        }
    }

    private func attach(_ continuation: AsyncStream<String>.Continuation) {
        outgoing?.finish()
        outgoing = continuation
    }

    /// An error as a player can read it, without anything the server sent.
    static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "the connection was refused" }
        if text.contains("timeout") || text.contains("Timeout") { return "the server did not answer" }
        if text.contains("unresolved") || text.contains("NXDOMAIN") || text.contains("resolve") { return "the address could not be found" }
        return "the connection failed"
    }
}
