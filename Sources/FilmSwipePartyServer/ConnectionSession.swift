import HummingbirdWebSocket
import NIOCore

/// One WebSocket connection's two halves: reading the client's messages, and writing the outbox to it.
struct ConnectionSession {
    private enum Half {
        case reader
        case writer
    }

    let rooms: PartyRooms
    let gate: PartyGate
    /// The connection, as the registry knows it.
    let channel: any Channel

    /// Runs until the client goes, the reader ends the connection (after its last words are written), or the
    /// outbox is closed (the member connected again elsewhere, or the client fell too far behind).
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let channel = channel
        let outbox = ConnectionOutbox(byteLimit: gate.limits.outboxBytes) { channel.close(promise: nil) }
        try await withThrowingTaskGroup(of: Half.self) { group in
            group.addTask {
                await Self.write(outbox, to: outbound)
                return .writer
            }
            group.addTask {
                var connection = PartyConnection(rooms: rooms, outbox: outbox, gate: gate, channel: channel)
                try await connection.run(inbound)
                return .reader
            }
            // A reader's error (a message too large) leaves the group, which cancels the writer.
            switch try await group.next() {
            case .reader:
                outbox.finish()
                _ = try? await group.next()
            case .writer, nil:
                group.cancelAll()
                _ = try? await group.next()
            }
        }
    }

    // A client that has gone makes writes fail: the reader sees the end too, so the writer just stops. A message counts
    // against the outbox's limit until it is written, the time a client that does not read holds it up.
    private static func write(_ outbox: ConnectionOutbox, to outbound: WebSocketOutboundWriter) async {
        for await item in outbox.items {
            guard case .text(let text) = item else { return }
            do {
                try await outbound.writeTextMessage(text)
                outbox.written(text)
            } catch {
                outbox.finish()
                return
            }
        }
    }
}
