import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWSClient
import Logging

/// Connections and rooms made and let go, to show the server's memory comes back: connections opened and closed, and
/// rooms created, left and let expire.
struct Turnover: Sendable {
    let port: Int

    /// Opens `count` WebSocket connections, `parallel` at a time, each answering one ping before it closes.
    func connections(_ count: Int, parallel: Int = 50) async throws {
        try await inBatches(count, parallel: parallel) { _ in try await pingAndClose() }
    }

    /// Creates `count` rooms, `parallel` at a time (a create ranks a deck), each left by its creator at once; returns
    /// their codes.
    func rooms(_ count: Int, parallel: Int = 10) async throws -> [RoomCode] {
        let book = MatchBook(members: 1)
        return try await inBatches(count, parallel: parallel) { index in
            let create = PartyCreate(options: RoomOptions(), name: MemberName("Passer-by \(index)"), memberChanges: true)
            let (member, welcome) = try await Member.join(port: port, first: .create(create), room: index, book: book)
            await member.disconnect()
            return welcome.code
        }
    }

    /// The answer to a hello for `code`: "welcome" or the refusal's reason.
    func answer(to code: RoomCode) async throws -> String {
        let hello = PartyHello(code: code, name: MemberName("Checker"), memberChanges: true)
        do {
            let (member, _) = try await Member.join(port: port, first: .hello(hello), room: 0, book: MatchBook(members: 1))
            await member.disconnect()
            return "welcome"
        } catch let failure as Member.Failure {
            return failure.reason.map { "refused, \($0.rawValue)" } ?? failure.description
        }
    }

    private func pingAndClose() async throws {
        let logger = Logger(label: "party-turnover") { _ in SwiftLogNoOpLogHandler() }
        try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/party", configuration: .init(maxFrameSize: 1 << 16), logger: logger) { inbound, outbound, _ in
            try await outbound.writeTextMessage(ClientMessage.ping.json)
            for try await message in inbound.messages(maxSize: 1 << 16) {
                if case .text = message { break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
    }

    private func inBatches<Value: Sendable>(_ count: Int, parallel: Int, _ body: @escaping @Sendable (Int) async throws -> Value) async throws -> [Value] {
        try await withThrowingTaskGroup(of: Value.self) { group in
            var values: [Value] = []
            for index in 0..<count {
                if index >= parallel, let value = try await group.next() { values.append(value) }
                group.addTask { try await body(index) }
            }
            for try await value in group { values.append(value) }
            return values
        }
    }
}
