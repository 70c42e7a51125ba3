import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Testing

/// Who was there, as the session records it for `party matches`; and two players' sessions over one party file, which
/// stay two members.
@Suite(.timeLimit(.minutes(10)))
struct PartySessionMembersTests {
    static let backoff = PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200))

    /// The first status line that `accepts`, skipping the other updates.
    func status(_ updates: inout AsyncStream<PartyUpdate>.Iterator, where accepts: (String) -> Bool) async throws -> String {
        while let update = await updates.next() {
            if case .status(let lines) = update, let first = lines.first, accepts(first) { return first }
        }
        throw PartyTestClient.Closed()
    }

    @Test func everyoneSeenInTheRoomIsRecordedThoseWhoLeftToo() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let store = try PartyClientStore(path: client.url.appendingPathComponent("party.sqlite"))
            let ann = PartySession(server: "127.0.0.1:\(server.port)", start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil, store: store)
            let welcome = try await ann.connect(backoff: Self.backoff)
            let (stream, screen) = AsyncStream.makeStream(of: PartyUpdate.self)
            await ann.onUpdate { screen.yield($0) }
            var updates = stream.makeAsyncIterator()

            let (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            _ = try await status(&updates) { $0.contains("2 here: Ann, Bob") }
            try await bob.send(.leave)
            // The status is published after the members it shows were written.
            _ = try await status(&updates) { $0.contains("1 here: Ann") }
            var (cy, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Cy")
            _ = try await status(&updates) { $0.contains("2 here: Ann, Cy") }

            let party = try #require(try await store.parties().first)
            #expect(party.code == welcome.code.text)
            #expect(party.members == ["Ann", "Bob", "Cy"], "Bob left before the end, and was there")
            await cy.disconnect()
            await ann.leave()
        }
    }

    @Test func aSecondPlayerOnTheSamePartyFileJoinsAsThemselvesNotAsTheFirst() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let path = client.url.appendingPathComponent("party.sqlite")
            let ann = PartySession(server: "127.0.0.1:\(server.port)", start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil,
                                   store: try PartyClientStore(path: path))
            let annWelcome = try await ann.connect(backoff: Self.backoff)
            let first = annWelcome.deck[0].id
            try await ann.vote(first, yes: true)

            let bob = PartySession(server: "127.0.0.1:\(server.port)", start: .join(annWelcome.code), name: MemberName("Bob"), taste: nil,
                                   store: try PartyClientStore(path: path))
            let bobWelcome = try await bob.connect(backoff: Self.backoff)
            #expect(bobWelcome.member != annWelcome.member, "a member of his own, not Ann resumed")
            #expect(bobWelcome.members.filter(\.present).map(\.name.text) == ["Ann", "Bob"])
            #expect(bobWelcome.yourVotes.isEmpty)
            #expect(await bob.room.nextFilms(count: 1, excluding: []).first?.id == first, "Ann's vote is not taken for his")
            await bob.leave()
            await ann.leave()
        }
    }
}
