import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// A room's end: its host closes it for everyone, who are told how it ended, and the server forgets it.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerEndTests {
    @Test func onlyTheHostEndsTheRoomEveryoneIsToldItsMatchesAndTheServerForgetsIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let welcome = try await withPartyServer(folder: folder) { server in
            var room = try await RoomOfThree.withTwoYes(port: server.port)
            try await room.cat.send(.vote(film: room.film, yes: true))
            let match = try await room.ann.match()
            try await room.bob.send(.end)
            let refusal = try await room.bob.refusal()
            #expect(refusal.reason == .notHost)
            #expect(refusal.message == "only the host, Ann, can end the room; anyone else can only leave it")

            try await room.ann.send(.end)
            let ending = PartyEnding(matches: [match], pick: nil)
            for var client in [room.ann, room.bob, room.cat] {
                let (rest, _) = await client.closed()
                #expect(rest.last == .ended(ending), "told how it ended, then the connection closes")
            }
            var late = try await PartyTestClient.connect(port: server.port)
            try await late.send(.hello(PartyHello(code: room.welcome.code, name: MemberName("Dan"))))
            #expect(try await late.refusal().reason == .wrongCode)
            return room.welcome
        }
        try await withPartyServer(folder: folder) { server in
            var ann = try await PartyTestClient.connect(port: server.port)
            try await ann.send(.hello(PartyHello(code: welcome.code, name: MemberName("Ann"), resume: welcome.resume)))
            #expect(try await ann.refusal().reason == .wrongCode, "removed from the store, not only from memory")
        }
    }

    @Test func theEndingCarriesThePickAndOtherRoomsGoOn() async throws {
        let clock = ManualPartyClock()
        try await withPartyServer(clock: clock) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (other, otherWelcome) = try await PartyTestClient.create(port: server.port, name: "Zoe")
            try await ann.send(.vote(film: welcome.deck[1].id, yes: true))
            try await ann.send(.decide)
            #expect(try await ann.drain().contains(.deciding(seconds: 3)))
            clock.advance(by: .seconds(3))
            let pick = try await ann.expect { if case .decided(let pick) = $0 { pick } else { nil } }
            #expect(pick.film == welcome.deck[1].id && !pick.fromMatches)
            try await ann.send(.end)
            #expect(await ann.closed().messages.last == .ended(PartyEnding(matches: [], pick: pick)))
            try await other.send(.vote(film: otherWelcome.deck[0].id, yes: true))
            #expect(!(try await other.drain()).contains { if case .ended = $0 { true } else { false } })
        }
    }
}
