import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// Guessing room codes over many connections: limited per address, and from everyone together under a flood.
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

    @Test func aFloodOfWrongCodesIsLimitedForTheWholeServer() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.wrongCodesInAll = PartyRate(4, per: .seconds(60))
        try await withPartyServer(limits: limits, clock: clock) { server in
            for _ in 0..<4 { #expect(try await guess(port: server.port).reason == .wrongCode) }
            let refusal = try await guess(port: server.port)
            #expect(refusal.reason == .slowDown)
            #expect(refusal.message.contains("this server"))
            clock.advance(by: .seconds(15))
            #expect(try await guess(port: server.port).reason == .wrongCode)
        }
    }
}
