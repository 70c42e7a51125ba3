import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// Guessing room codes over many connections: limited per address, never for everyone together.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerCodeLimitTests {
    private static let nowhere = try! RoomCode(parsing: "ZZZZZZZ")

    /// A first wrong code on a connection of its own: answered at once, with no wait of the connection's own limit.
    private func guess(port: Int) async throws -> PartyRefusal {
        var guesser = try await PartyTestClient.connect(port: port)
        try await guesser.send(.hello(PartyHello(code: Self.nowhere, name: MemberName("Eve"))))
        return try await guesser.refusal()
    }

    @Test func wrongCodesAreCountedPerAddressOverAllItsConnections() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.wrongCodesPerAddress = PartyRate(6, per: .seconds(600))
        try await withPartyServer(limits: limits, clock: clock) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            for _ in 0..<6 { #expect(try await guess(port: server.port).reason == .wrongCode) }
            // The right code is not checked either now: a guesser would learn it was right.
            var next = try await PartyTestClient.connect(port: server.port)
            try await next.send(.hello(PartyHello(code: welcome.code, name: MemberName("Eve"))))
            let refusal = try await next.refusal()
            #expect(refusal.reason == .slowDown)
            #expect(refusal.message.contains("your network"))
            #expect(await next.closed().messages.isEmpty)
            // A member coming back holds the room's secret, and is let in.
            let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
            #expect(back.member == welcome.member)
            // One comes back every 100 s.
            clock.advance(by: .seconds(100))
            #expect(try await guess(port: server.port).reason == .wrongCode)
        }
    }

    @Test func aFloodOfWrongCodesFromManyAddressesKeepsNoFriendOut() async throws {
        try await withPartyServer(clock: ManualPartyClock()) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            // 100 addresses, 7 wrong codes each: more than any one address sends, 700 in all.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for address in 1...100 {
                    group.addTask {
                        for _ in 0..<7 {
                            let answer = try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port, from: "127.0.1.\(address)")
                            #expect(answer.status == 404)
                        }
                    }
                }
                try await group.waitForAll()
            }
            // A friend on another address, with the right code, gets in.
            var friend = try await RawPartyConnection.open(port: server.port, from: "127.0.2.1")
            try await friend.send(.hello(PartyHello(code: welcome.code, name: MemberName("Bob"))))
            let welcomed = try await friend.welcome()
            #expect(welcomed?.members.map(\.name.text) == ["Ann", "Bob"])
        }
    }
}
