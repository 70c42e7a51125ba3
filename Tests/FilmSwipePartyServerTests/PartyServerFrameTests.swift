import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import NIOWebSocket
import Testing

/// Frames that break RFC 6455 close the connection with its codes.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerFrameTests {
    @Test func anUnmaskedFrameClosesTheConnectionWith1002() async throws {
        try await withPartyServer { server in
            var client = try await RawPartyConnection.open(port: server.port)
            let create = ClientMessage.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann")))
            try await client.send(bytes: Array(create.json.utf8), masked: false)
            guard case .closed(let code) = try await client.next() else {
                Issue.record("the server took an unmasked frame")
                return
            }
            #expect(code == .protocolError)
            #expect(await server.roomCount == 0)
        }
    }

    @Test func textThatIsNotUTF8ClosesTheConnectionWith1007() async throws {
        try await withPartyServer { server in
            var client = try await RawPartyConnection.open(port: server.port)
            try await client.send(bytes: Array(#"{"type":"ping","x":""#.utf8) + [0xC3, 0x28, 0xFF] + Array(#""}"#.utf8))
            guard case .closed(let code) = try await client.next() else {
                Issue.record("the server read text that is not UTF-8")
                return
            }
            #expect(code == .dataInconsistentWithMessage)
        }
    }

    @Test func aMaskedFrameOfUTF8IsPlayedAsEver() async throws {
        try await withPartyServer { server in
            var client = try await RawPartyConnection.open(port: server.port)
            try await client.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Zoë"))))
            #expect(try await client.welcome()?.members.map(\.name.text) == ["Zoë"])
        }
    }
}
