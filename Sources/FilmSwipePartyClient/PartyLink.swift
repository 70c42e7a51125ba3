import FilmSwipeParty
import Foundation
import HummingbirdWSClient
import Logging
// Not declared in Package.swift: HummingbirdWSClient runs on SwiftNIO, whose errors the link tells apart.
import NIOCore
import NIOPosix
import NIOSSL

/// The connection to a party server over WebSocket: opens it, sends the opening message the session gives for each
/// connection (create, join, or resume), delivers what the server says, and when the connection is lost tries again
/// with a growing wait until stopped. What is sent while disconnected is dropped: the session keeps the votes and
/// sends the ones the server lacks when it welcomes the player back.
public actor PartyLink {
    private let url: String
    private let trust: PartyTrust
    private let opening: @Sendable () async -> ClientMessage
    private let events: @Sendable (PartyLinkEvent) async -> Void
    private let backoff: PartyBackoff
    private let upgradeWait: Duration
    private var outgoing: AsyncStream<String>.Continuation?
    private var loop: Task<Void, Never>?
    /// Failed tries since the last connection that opened: the backoff's step.
    private var attempt = 0
    /// Set once the last message is on its way: the connection ending then is the end, not a drop to recover from.
    private var isFinishing = false

    /// A link to `server` (`HOST:PORT`, or `wss://HOST:PORT` over TLS, trusting `trust`), opening each connection with
    /// `opening()` and reporting to `events`; a server not answering the upgrade within `upgradeWait` counts as down.
    public init(
        server: String, trust: PartyTrust = .system, backoff: PartyBackoff = PartyBackoff(), upgradeWait: Duration = UpgradeDeadline.wait,
        opening: @escaping @Sendable () async -> ClientMessage, events: @escaping @Sendable (PartyLinkEvent) async -> Void
    ) {
        url = server.hasPrefix("wss://") ? "\(server)/party" : "ws://\(server)/party"
        self.trust = trust
        self.upgradeWait = upgradeWait
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

    /// Sends `message` as the connection's last one and closes the connection once it is written, without reconnecting;
    /// waits until the connection has ended. With no connection open (between reconnects), only stops.
    ///
    /// `stop` alone would cancel the writer, which could drop a message just queued: a `leave` lost that way would
    /// leave the server to wait out its grace period for a connection that merely dropped.
    public func finish(with message: ClientMessage) async {
        isFinishing = true
        if let outgoing {
            outgoing.yield(message.json)
            // The writer writes what is queued, then ends, and with it the connection.
            outgoing.finish()
            self.outgoing = nil
            await loop?.value
        }
        await stop()
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
            guard !Task.isCancelled, !isFinishing else { return }
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
        let (url, tls, settled) = (url, url.hasPrefix("wss://") ? trust.configuration : nil, configuration)
        try await UpgradeDeadline.run(within: upgradeWait) { upgraded in
            try await self.connect(url: url, configuration: settled, tls: tls, logger: logger, upgraded: upgraded)
        }
    }

    private nonisolated func connect(
        url: String, configuration: WebSocketClientConfiguration, tls: TLSConfiguration?, logger: Logger, upgraded: @escaping @Sendable () -> Void
    ) async throws {
        try await WebSocketClient.connect(url: url, configuration: configuration, tlsConfiguration: tls, logger: logger) { inbound, outbound, _ in
            upgraded()
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

    /// An error as a player can read it, without anything the server sent. Told apart by type: NIO reports a
    /// refused or unreachable connection as `NIOConnectionError` (the system's errno in each attempt's `IOError`), a
    /// name that does not resolve as its DNS errors, and the connect timeout as `ChannelError.connectTimeout`.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as NIOConnectionError:
            if let attempt = error.connectionErrors.lazy.compactMap({ describe(attemptFailure: $0.error) }).first { return attempt }
            if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil { return unresolved }
        case ChannelError.connectTimeout:
            return timedOut
        case is SocketAddressError.UnknownHost:
            return unresolved
        case let error as IOError:
            if let said = describe(attemptFailure: error) { return said }
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return untrusted
        default:
            break
        }
        return "the connection failed"
    }

    private static let unresolved = "the address could not be found"
    private static let untrusted = """
        the secure connection failed: the server is not a wss:// one, or its certificate is not one this machine trusts \
        (for a self-signed one, pass --ca with its file)
        """
    private static let timedOut = "the server did not answer"

    private static func describe(attemptFailure error: any Error) -> String? {
        if case ChannelError.connectTimeout = error { return timedOut }
        guard let error = error as? IOError else { return nil }
        switch error.errnoCode {
        case ECONNREFUSED: return "the connection was refused"
        case ETIMEDOUT: return timedOut
        case EHOSTUNREACH, ENETUNREACH: return "the server's network cannot be reached"
        default: return nil
        }
    }
}
