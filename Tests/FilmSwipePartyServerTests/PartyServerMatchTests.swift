import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// Rooms played over real WebSocket connections: matches, the closest film, late joiners, leaving and undo.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerMatchTests {
    @Test func twoMembersSayingYesBothSeeTheMatch() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            #expect(welcome.members.count == 1)
            #expect(welcome.deck.count > 0 && welcome.deck.count <= 150)
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(bobWelcome.members.map(\.name.text) == ["Ann", "Bob"])
            #expect(bobWelcome.deck == welcome.deck)
            #expect(try await ann.joined() == PartyMemberInfo(id: bobWelcome.member, name: MemberName("Bob"), present: true))

            let film = welcome.deck[0].id
            try await ann.send(.vote(film: film, yes: true))
            try await bob.send(.vote(film: film, yes: true))
            let expected = PartyMatch(film: film, sequence: 1, yesCount: 2, memberCount: 2)
            #expect(try await ann.match() == expected)
            #expect(try await bob.match() == expected)
        }
    }

    @Test func twoYesAndOneNoIsTheClosestTwoOfThree() async throws {
        try await withPartyServer { server in
            var room = try await RoomOfThree.withTwoYes(port: server.port)
            let film = room.film
            try await room.cat.send(.vote(film: film, yes: false))
            _ = try await room.cat.drain()
            let seen = try await room.ann.drain()
            let closest = seen.compactMap { if case .closest(let closest) = $0 { closest } else { nil } }
            #expect(closest.last == PartyClosest(film: film, yes: 2, of: 3))
            #expect(closest.last?.description == "2 of 3 said yes")
            #expect(seen.contains(.votes(film: film, count: 3)))
            #expect(!seen.contains { if case .match = $0 { true } else { false } })
        }
    }

    @Test func aLateJoinerStartsAtTheTopAndCompletesAMatch() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            let film = welcome.deck[0].id
            try await ann.send(.vote(film: film, yes: true))
            // Alone, a yes is not a match: a match needs two.
            #expect(!(try await ann.drain()).contains { if case .match = $0 { true } else { false } })
            var (bob, late) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(late.swiped[film] == 1)
            #expect(late.yourVotes.isEmpty)
            #expect(late.deck.first?.id == film)
            try await bob.send(.vote(film: film, yes: true))
            #expect(try await bob.match().memberCount == 2)
            #expect(try await ann.match().film == film)
        }
    }

    @Test func leavingCompletesAMatchTheLeaverWasBlocking() async throws {
        try await withPartyServer { server in
            var room = try await RoomOfThree.withTwoYes(port: server.port, film: 1)
            try await room.cat.send(.leave)
            _ = await room.cat.closed()
            #expect(try await room.ann.match() == PartyMatch(film: room.film, sequence: 1, yesCount: 2, memberCount: 2))
            #expect(try await room.bob.left() == room.catWelcome.member)
        }
    }

    @Test func aDroppedConnectionCountsAsGoneAfterTheGrace() async throws {
        // A grace of zero: the drop counts at once, so the match it completes is certain to come.
        try await withPartyServer(grace: .zero) { server in
            var (ann, bob, dan, film) = try await Self.twoYesAndARawThird(port: server.port)
            await dan.connection.drop()
            #expect(try await ann.match().memberCount == 2)
            _ = bob
            _ = film
        }
    }

    @Test func aMemberWhoReconnectsWithinTheGraceBlocksNothing() async throws {
        try await withPartyServer(grace: .seconds(600)) { server in
            var (ann, _, dan, film) = try await Self.twoYesAndARawThird(port: server.port)
            await dan.connection.drop()
            let (back, again) = try await PartyTestClient.join(port: server.port, code: dan.welcome.code, name: "Dan", resume: dan.welcome.resume)
            #expect(again.member == dan.welcome.member)
            #expect(again.members.count == 3)
            #expect(again.closest == PartyClosest(film: film, yes: 2, of: 3))
            try await back.send(.vote(film: film, yes: true))
            #expect(try await ann.match() == PartyMatch(film: film, sequence: 1, yesCount: 3, memberCount: 3))
            let seen = try await ann.drain()
            #expect(!seen.contains { if case .left = $0 { true } else { false } }, "Dan never left")
        }
    }

    /// Ann and Bob said yes to the deck's first film; Dan, a raw connection that can drop without a goodbye, has not.
    private static func twoYesAndARawThird(port: Int) async throws
        -> (PartyTestClient, PartyTestClient, (connection: RawPartyConnection, welcome: PartyWelcome), FilmID) {
        var (ann, welcome) = try await PartyTestClient.create(port: port)
        var (bob, _) = try await PartyTestClient.join(port: port, code: welcome.code, name: "Bob")
        var dan = try await RawPartyConnection.open(port: port)
        try await dan.send(.hello(PartyHello(code: welcome.code, name: MemberName("Dan"))))
        let danWelcome = try #require(try await dan.welcome())
        let film = welcome.deck[0].id
        try await ann.send(.vote(film: film, yes: true))
        try await bob.send(.vote(film: film, yes: true))
        _ = try await bob.drain()
        _ = try await ann.drain()
        return (ann, bob, (dan, danWelcome), film)
    }

    @Test func undoTakesAVoteBackBeforeAMatch() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let film = welcome.deck[0].id
            try await ann.send(.vote(film: film, yes: true))
            try await ann.send(.undo(film: film))
            let seen = try await ann.drain()
            #expect(seen.filter { if case .votes = $0 { true } else { false } } == [.votes(film: film, count: 1), .votes(film: film, count: 0)])
            try await bob.send(.vote(film: film, yes: true))
            #expect(!(try await bob.drain()).contains { if case .match = $0 { true } else { false } })
            try await ann.send(.vote(film: film, yes: true))
            #expect(try await bob.match().film == film)
            // A match is final.
            try await ann.send(.undo(film: film))
            #expect(try await ann.refusal().reason == .alreadyMatched)
        }
    }

    @Test func aVoteCountsForItsSenderOnly() async throws {
        try await withPartyServer { server in
            let (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let film = welcome.deck[0].id
            // The protocol has no member field; one added by a hostile client is ignored, not obeyed.
            try await ann.send(raw: #"{"type":"vote","film":"\#(film.partyText)","yes":true,"member":\#(bobWelcome.member.value)}"#)
            #expect(try await bob.expect { if case .votes(_, let count) = $0 { count } else { nil } } == 1)
            // Had the vote been Bob's, his yes would repeat it and change nothing; it is his first, so it matches.
            try await bob.send(.vote(film: film, yes: true))
            #expect(try await bob.match() == PartyMatch(film: film, sequence: 1, yesCount: 2, memberCount: 2))
        }
    }

    @Test func aMemberWithATasteReRanksTheUnswipedDeck() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            let swiped = welcome.deck[0].id
            let hated = welcome.deck[1].id
            try await ann.send(.vote(film: swiped, yes: true))
            _ = try await ann.drain()
            let taste = PartyTaste([hated: .dislike])
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", taste: taste)
            let deck = try await ann.expect { if case .deck(let cards) = $0 { cards } else { nil } }
            #expect(deck == bobWelcome.deck)
            #expect(deck.first?.id == swiped)
            #expect(!deck.contains { $0.id == hated })
            try await bob.send(.vote(film: deck[1].id, yes: true))
            _ = try await bob.drain()
        }
    }
}
