import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// A server stopped and started again on the same data folder keeps every room, vote and match.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerRestartTests {
    @Test func membersResumingAfterARestartFindTheirVotesAndMatches() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (welcome, bobWelcome, first, second) = try await withPartyServer(folder: folder) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let first = welcome.deck[0].id, second = welcome.deck[1].id
            try await ann.send(.vote(film: first, yes: true))
            try await bob.send(.vote(film: first, yes: true))
            _ = try await bob.match()
            try await ann.send(.vote(film: second, yes: true))
            _ = try await ann.drain()
            return (welcome, bobWelcome, first, second)
        }
        try await withPartyServer(folder: folder) { server in
            var (ann, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
            #expect(back.member == welcome.member)
            #expect(back.yourVotes == [first: true, second: true])
            #expect(back.matches == [PartyMatch(film: first, sequence: 1, yesCount: 2, memberCount: 2)])
            #expect(back.deck == welcome.deck)
            #expect(!back.members.contains { $0.id == bobWelcome.member }, "Bob is not back yet: a welcome lists those present")
            var (bob, bobBack) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", resume: bobWelcome.resume)
            #expect(bobBack.yourVotes == [first: true])
            #expect(bobBack.swiped[second] == 1)
            try await bob.send(.vote(film: second, yes: true))
            let expected = PartyMatch(film: second, sequence: 2, yesCount: 2, memberCount: 2)
            #expect(try await bob.match() == expected)
            #expect(try await ann.match() == expected)
        }
    }

    @Test func anUnknownResumeTokenIsRefused() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            var stranger = try await PartyTestClient.connect(port: server.port)
            let token = try #require(ResumeToken(text: String(repeating: "ab", count: 16)))
            try await stranger.send(.hello(PartyHello(code: welcome.code, name: MemberName("Eve"), resume: token)))
            #expect(try await stranger.refusal().reason == .unknownResume)
        }
    }
}
