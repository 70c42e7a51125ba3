import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation
import Testing

/// Rooms that cost a server memory and disk without being played: many made from one address, rooms nobody uses.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerRoomLimitTests {
    @Test func roomCreationsFromOneAddressAreLimitedAndEarnedBack() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.roomCreations = PartyRate(3, per: .seconds(3_600))
        try await withPartyServer(limits: limits, clock: clock) { server in
            for _ in 0..<3 { _ = try await PartyTestClient.create(port: server.port) }
            var fourth = try await PartyTestClient.connect(port: server.port)
            try await fourth.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"))))
            let refusal = try await fourth.refusal()
            #expect(refusal.reason == .slowDown)
            #expect(refusal.message.contains("too many rooms"))
            #expect(await server.roomCount == 3)
            // One room an hour / 3 comes back every 20 minutes.
            clock.advance(by: .seconds(20 * 60))
            _ = try await PartyTestClient.create(port: server.port)
            #expect(await server.roomCount == 4)
        }
    }

    @Test func anAddressRoomsCountAgainstItForTheirWholeLifeNotAnHour() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.roomCreations = PartyRate(100, per: .seconds(3_600))
        limits.roomsPerAddress = 2
        try await withPartyServer(limits: limits, clock: clock) { server in
            var (ann, _) = try await PartyTestClient.create(port: server.port)
            let (bob, _) = try await PartyTestClient.create(port: server.port, name: "Bob")
            // Hours later the creations are long earned back, but both rooms still live: a third waits for one to end.
            clock.advance(by: .seconds(2 * 3_600))
            var cat = try await PartyTestClient.connect(port: server.port)
            try await cat.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Cat"))))
            let refusal = try await cat.refusal()
            #expect(refusal.reason == .slowDown)
            #expect(refusal.message.contains("too many rooms made from your network are open"))
            try await ann.send(.end)
            _ = await ann.closed()
            _ = try await PartyTestClient.create(port: server.port, name: "Cat")
            #expect(await server.roomCount == 2)
            _ = bob
        }
    }

    @Test func aRoomNobodyJoinedIsClosedWithinAnHourWhateverItsCreatorDoes() async throws {
        let clock = ManualPartyClock()
        try await withPartyServer(clock: clock) { server in
            let (ann, welcome) = try await PartyTestClient.create(port: server.port)
            await ann.disconnectSayingGoodbye()
            // Coming back counts as use in a room friends play in, not in one nobody joined.
            clock.advance(by: .seconds(30 * 60))
            let (back, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
            await back.disconnectSayingGoodbye()
            clock.advance(by: .seconds(30 * 60 + 1))
            await server.sweep()
            #expect(await server.roomCount == 0)
        }
    }

    @Test func aRoomNobodyJoinedLivesNoLongerThanOneFriendsJoined() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.roomLifetime = .seconds(60)
        try await withPartyServer(limits: limits, clock: clock) { server in
            let (ann, _) = try await PartyTestClient.create(port: server.port)
            await ann.disconnectSayingGoodbye()
            // A lifetime shorter than the hour a room nobody joined gets at most holds for it too.
            clock.advance(by: .seconds(61))
            await server.sweep()
            #expect(await server.roomCount == 0)
        }
    }

    @Test func aFullServerMakesRoomByClosingTheOldestRoomNobodyJoinedOrIsIn() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.rooms = 2
        try await withPartyServer(limits: limits, clock: clock) { server in
            let (first, firstWelcome) = try await PartyTestClient.create(port: server.port)
            await first.disconnectSayingGoodbye()
            clock.advance(by: .seconds(60))
            let (second, _) = try await PartyTestClient.create(port: server.port)
            await second.disconnectSayingGoodbye()
            var cat = try await PartyTestClient.connect(port: server.port)
            try await cat.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Cat"))))
            let answer = await cat.next()
            guard case .welcome(let third)? = answer else {
                Issue.record("the third room was not made: \(String(describing: answer))")
                return
            }
            #expect(third.members.map(\.name.text) == ["Cat"])
            #expect(await server.roomCount == 2)
            var late = try await PartyTestClient.connect(port: server.port)
            try await late.send(.hello(PartyHello(code: firstWelcome.code, name: MemberName("Ann"), resume: firstWelcome.resume)))
            #expect(try await late.refusal().reason == .wrongCode, "the oldest room nobody joined made way")
        }
    }

    @Test func theServerHoldsAtMostItsNumberOfRooms() async throws {
        var limits = PartyServerLimits.forTests
        limits.rooms = 2
        try await withPartyServer(limits: limits) { server in
            for _ in 0..<2 { _ = try await PartyTestClient.create(port: server.port) }
            var third = try await PartyTestClient.connect(port: server.port)
            try await third.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"))))
            #expect(try await third.refusal().message.contains("as many rooms as it can"))
        }
    }

    @Test func aRoomNobodyTouchesForItsLifetimeIsClosedAndRemovedFromTheDisk() async throws {
        let clock = ManualPartyClock()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lifetime = PartyServerLimits().roomLifetime
        let code = try await withPartyServer(folder: folder, clock: clock) { server in
            let (ann, welcome) = try await PartyTestClient.create(port: server.port)
            let (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            await bob.disconnectSayingGoodbye()
            await ann.disconnectSayingGoodbye()
            clock.advance(by: lifetime - .seconds(60))
            await server.sweep()
            #expect(await server.roomCount == 1, "a day less a minute: still there")
            clock.advance(by: .seconds(61))
            await server.sweep()
            #expect(await server.roomCount == 0)
            var late = try await PartyTestClient.connect(port: server.port)
            try await late.send(.hello(PartyHello(code: welcome.code, name: MemberName("Bob"), resume: welcome.resume)))
            #expect(try await late.refusal().reason == .wrongCode)
            return welcome.code
        }
        try await withPartyServer(folder: folder, clock: clock) { server in
            #expect(await server.roomCount == 0, "gone from the disk too")
            var late = try await PartyTestClient.connect(port: server.port)
            try await late.send(.hello(PartyHello(code: code, name: MemberName("Bob"))))
            #expect(try await late.refusal().reason == .wrongCode)
        }
    }

    @Test func aRoomSomeoneIsInLivesOnAndAVoteStartsItsLifetimeAgain() async throws {
        let clock = ManualPartyClock()
        let lifetime = PartyServerLimits().roomLifetime
        try await withPartyServer(clock: clock) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob").0.disconnectSayingGoodbye()
            clock.advance(by: lifetime + .seconds(3_600))
            await server.sweep()
            #expect(await server.roomCount == 1, "Ann is in it")
            try await ann.send(.vote(film: welcome.deck[0].id, yes: true))
            _ = try await ann.drain()
            await ann.disconnectSayingGoodbye()
            clock.advance(by: lifetime - .seconds(60))
            await server.sweep()
            #expect(await server.roomCount == 1, "her vote (and her leaving) was less than a lifetime ago")
        }
    }

    @Test func aServerStartingLoadsOnlyTheRoomsStillAlive() async throws {
        let clock = ManualPartyClock()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lifetime = PartyServerLimits().roomLifetime
        let (old, young) = try await withPartyServer(folder: folder, clock: clock) { server in
            // Rooms friends joined: those live a room lifetime after their last use.
            let (first, old) = try await PartyTestClient.create(port: server.port)
            try await PartyTestClient.join(port: server.port, code: old.code, name: "Bob").0.disconnectSayingGoodbye()
            await first.disconnectSayingGoodbye()
            clock.advance(by: lifetime / 2)
            let (second, young) = try await PartyTestClient.create(port: server.port)
            try await PartyTestClient.join(port: server.port, code: young.code, name: "Bob").0.disconnectSayingGoodbye()
            await second.disconnectSayingGoodbye()
            return (old.code, young.code)
        }
        // The server was down while the first room's lifetime ran out.
        clock.advance(by: lifetime / 2 + .seconds(60))
        try await withPartyServer(folder: folder, clock: clock) { server in
            #expect(await server.roomCount == 1)
            let (client, back) = try await PartyTestClient.join(port: server.port, code: young, name: "Bob")
            #expect(back.code == young)
            try await client.send(.leave)
            var late = try await PartyTestClient.connect(port: server.port)
            try await late.send(.hello(PartyHello(code: old, name: MemberName("Bob"))))
            #expect(try await late.refusal().reason == .wrongCode)
        }
    }
}
