import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// How a room decides, over real WebSocket connections: its match rule, its cap on likes, force overlap, and the
/// server's random pick with its countdown.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerDecidingTests {
    @Test func aMajorityRoomMatchesOnTwoYesOfThreeAndTellsEveryJoinerItsRule() async throws {
        try await withPartyServer { server in
            let rules = RoomRules(match: .majority)
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, rules: rules)
            #expect(welcome.rules == rules && welcome.host == welcome.member)
            let (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(bobWelcome.rules == rules && bobWelcome.host == welcome.member)
            var (cat, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Cat")
            let film = welcome.deck[2].id
            try await cat.send(.vote(film: film, yes: false))
            try await ann.send(.vote(film: film, yes: true))
            _ = try await ann.drain()
            try await bob.send(.vote(film: film, yes: true))
            let expected = PartyMatch(film: film, sequence: 1, yesCount: 2, memberCount: 3)
            #expect(try await cat.match() == expected)
            #expect(try await ann.match() == expected)
        }
    }

    @Test func aYesOverTheCapIsRefusedNamingTheFilmAndUndoGivesALikeBack() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, rules: RoomRules(likes: 1))
            #expect(welcome.likesLeft == 1)
            let (_, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(bobWelcome.likesLeft == 1)
            let first = welcome.deck[0].id, second = welcome.deck[1].id
            try await ann.send(.vote(film: first, yes: true))
            #expect(try await ann.drain().contains(.likes(left: 0)))
            try await ann.send(.vote(film: second, yes: true))
            let refusal = try await ann.refusal()
            #expect(refusal.reason == .likeLimit && refusal.film == second)
            #expect(refusal.message.contains("all 1 of your likes"))
            // A no is never capped.
            try await ann.send(.vote(film: second, yes: false))
            try await ann.send(.undo(film: first))
            let after = try await ann.drain()
            #expect(after.contains(.likes(left: 1)))
            #expect(!after.contains { if case .refused = $0 { true } else { false } })
        }
    }

    @Test func aFilmOneMemberLikesIsToldToTheOthersWhoHaveNotSwipedItOnceAndNeverWho() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            _ = try await ann.drain()
            let liked = welcome.deck[5].id, disliked = welcome.deck[6].id
            try await ann.send(.vote(film: disliked, yes: false))
            try await ann.send(.vote(film: liked, yes: true))
            _ = try await ann.drain()
            let told = try await bob.drain().filter { if case .overlap = $0 { true } else { false } }
            #expect(told == [.overlap([liked])], "a no brings nothing forward; the yes comes once")
            #expect(!(try await ann.drain()).contains { if case .overlap = $0 { true } else { false } }, "nothing to tell the one who said it")
            #expect(!ServerMessage.overlap([liked]).json.contains("member"))
            // Said again (a change and back), it is not told again; a joiner has it in the welcome.
            try await ann.send(.vote(film: liked, yes: false))
            try await ann.send(.vote(film: liked, yes: true))
            _ = try await ann.drain()
            #expect(!(try await bob.drain()).contains { if case .overlap = $0 { true } else { false } })
            let (_, catWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Cat")
            #expect(catWelcome.overlap == [liked])
        }
    }

    @Test func decidingCountsDownOnEveryScreenThenShowsTheSamePickToAllAndKeepsIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = ManualPartyClock()
        let (welcome, pick) = try await withPartyServer(folder: folder, clock: clock) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            try await ann.send(.decide)
            #expect(try await ann.refusal().reason == .nothingToDecide)
            let films = [welcome.deck[0].id, welcome.deck[3].id]
            for film in films {
                try await ann.send(.vote(film: film, yes: true))
                try await bob.send(.vote(film: film, yes: true))
                _ = try await ann.match()
                _ = try await bob.match()
            }
            // What came with the matches.
            _ = try await bob.drain()
            _ = try await ann.drain()

            try await bob.send(.decide)
            for seconds in [3, 2, 1] {
                for client in [ann, bob] {
                    var client = client
                    #expect(await client.next() == .deciding(seconds: seconds), "every screen counts down together")
                    #expect(try await client.drain() == [], "and is shown nothing more until the clock moves")
                }
                if seconds == 3 {
                    try await ann.send(.decide)
                    #expect(try await ann.refusal().reason == .deciding)
                }
                clock.advance(by: .seconds(1))
            }
            let annPick = try await ann.expect { if case .decided(let pick) = $0 { pick } else { nil } }
            let bobPick = try await bob.expect { if case .decided(let pick) = $0 { pick } else { nil } }
            #expect(annPick == bobPick)
            #expect(films.contains(annPick.film) && annPick.among == 2 && annPick.fromMatches && annPick.sequence == 1)
            return (welcome, annPick)
        }
        try await withPartyServer(folder: folder) { server in
            let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
            #expect(back.pick == pick, "the pick is kept with the room")
        }
    }

    @Test func aCountdownUnderWayWhenTheServerStopsShowsNothingAndKeepsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = ManualPartyClock()
        let welcome = try await withPartyServer(folder: folder, clock: clock) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            try await ann.send(.vote(film: welcome.deck[0].id, yes: true))
            try await ann.send(.decide)
            #expect(try await ann.drain().contains(.deciding(seconds: 3)))
            return welcome
        }
        try await withPartyServer(folder: folder) { server in
            let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
            #expect(back.pick == nil)
        }
    }
}
