import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import HummingbirdWSClient
import Testing

/// What a careless or hostile client can do: wrong codes, oversized and malformed messages, hostile names.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerSafetyTests {
    private static let nowhere = try! RoomCode(parsing: "ZZZZZZZ")

    @Test func aWrongCodeIsRefusedAndTheConnectionStaysOpen() async throws {
        try await withPartyServer { server in
            var client = try await PartyTestClient.connect(port: server.port)
            try await client.send(.hello(PartyHello(code: Self.nowhere, name: MemberName("Eve"))))
            #expect(try await client.refusal() == .wrongCode)
            try await client.send(.vote(film: FilmID(source: .catalogue, value: 603), yes: true))
            #expect(try await client.refusal().reason == .notJoined)
            #expect(try await client.drain().isEmpty)
        }
    }

    @Test func repeatedWrongCodesCloseTheConnection() async throws {
        try await withPartyServer { server in
            var client = try await PartyTestClient.connect(port: server.port)
            for _ in 1..<WrongCodeLimit.value {
                try await client.send(.hello(PartyHello(code: Self.nowhere, name: MemberName("Eve"))))
                #expect(try await client.refusal().reason == .wrongCode)
            }
            try await client.send(.hello(PartyHello(code: Self.nowhere, name: MemberName("Eve"))))
            #expect(try await client.refusal().reason == .slowDown)
            #expect(await client.closed().messages.isEmpty)
        }
    }

    @Test func anOversizedMessageClosesOnlyThatConnection() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let padding = String(repeating: "a", count: PartyProtocol.maxMessageBytes)
            try await bob.send(raw: #"{"type":"ping","padding":"\#(padding)"}"#)
            let ended = await bob.closed()
            #expect(!ended.messages.contains(.pong))
            #expect(ended.frame?.closeCode == .messageTooLarge)
            try await ann.send(.vote(film: welcome.deck[0].id, yes: true))
            #expect(try await ann.drain().contains(.votes(film: welcome.deck[0].id, count: 1)))
        }
    }

    @Test(arguments: [
        "{\"type\":\"vote\",", "[1,2,3]", "{\"type\":\"dance\"}", "{\"type\":\"vote\",\"film\":\"catalogue:x\",\"yes\":true}",
        "{\"type\":\"hello\",\"version\":2,\"code\":\"K7QX3PM\",\"name\":\"Eve\"}",
    ])
    func aMalformedMessageIsRefusedAndClosesOnlyThatConnection(_ text: String) async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            try await bob.send(raw: text)
            let refusal = try await bob.refusal()
            #expect(refusal.reason == (text.contains("\"version\":2") ? .wrongVersion : .badMessage))
            _ = await bob.closed()
            try await ann.send(.vote(film: welcome.deck[0].id, yes: true))
            let seen = try await ann.drain()
            #expect(seen.contains(.votes(film: welcome.deck[0].id, count: 1)))
        }
    }

    @Test func aHostileNameArrivesClean() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var mallory = try await PartyTestClient.connect(port: server.port)
            let name = #"\u001b[2J\u001b]0;owned\u0007Mal\u202Elory\r\nthe magnificent destroyer of terminals"#
            try await mallory.send(raw: #"{"type":"hello","version":1,"code":"\#(welcome.code.text)","name":"\#(name)"}"#)
            _ = try await mallory.welcome()
            let shown = try await ann.joined().name.text
            #expect(shown.hasPrefix("Mal"))
            #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{202E}" })
            #expect(shown.count <= MemberName.maxColumns)
        }
    }

    @Test func aSecondHelloOnAJoinedConnectionIsRefused() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            try await ann.send(.hello(PartyHello(code: welcome.code, name: MemberName("Ann again"))))
            #expect(try await ann.refusal().reason == .badMessage)
            _ = await ann.closed()
        }
    }

    @Test func aSecondServerCannotTakeTheSameDataFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withPartyServer(folder: folder) { _ in
            await #expect(throws: PartyServerError.dataFolderInUse(path: folder.url.path)) {
                _ = try await PartyServer.start(host: "127.0.0.1", port: 0, dataFolder: folder.url, limits: .forTests)
            }
        }
    }

    @Test func aPortInUseIsAClearError() async throws {
        try await withPartyServer { server in
            let other = try TemporaryFolder()
            defer { other.remove() }
            do {
                _ = try await PartyServer.start(host: "127.0.0.1", port: server.port, dataFolder: other.url, limits: .forTests)
                Issue.record("a second server listened on a port in use")
            } catch let error as PartyServerError {
                #expect(error.errorDescription?.contains("address already in use") == true)
            }
        }
    }
}

/// The wrong codes after which the server closes a connection (the server's `WrongCodePolicy.limit`).
enum WrongCodeLimit {
    static let value = 5
}
