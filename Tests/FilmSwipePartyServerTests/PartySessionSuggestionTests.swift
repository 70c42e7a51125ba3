import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Testing

/// The client's side of suggestions, "seen it" and quitting, against a real server on loopback.
@Suite(.timeLimit(.minutes(10)))
struct PartySessionSuggestionTests {
    static let backoff = PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200))
    static let holidayInn = Film(id: FilmID(source: .catalogue, value: 3061), title: "Holiday Inn", year: 1942)
    static let longestDay = FilmID(source: .catalogue, value: 3062)

    /// A session of `name` entering by `start`, its screen's updates in order, and its welcome.
    func enter(
        _ start: PartyStart, port: Int, folder: TemporaryFolder, name: String = "Ana"
    ) async throws -> (PartySession, AsyncStream<PartyUpdate>.Iterator, PartyWelcome) {
        let session = PartySession(server: "127.0.0.1:\(port)", start: start, name: MemberName(name), taste: nil,
                                   store: try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite")))
        let welcome = try await session.connect(backoff: Self.backoff)
        let (updates, screen) = AsyncStream.makeStream(of: PartyUpdate.self)
        await session.onUpdate { screen.yield($0) }
        return (session, updates.makeAsyncIterator(), welcome)
    }

    /// The first update `pick` accepts, skipping the others.
    func next<Value>(_ updates: inout AsyncStream<PartyUpdate>.Iterator, _ pick: (PartyUpdate) -> Value?) async throws -> Value {
        while let update = await updates.next() {
            if let value = pick(update) { return value }
        }
        throw PartyTestClient.Closed()
    }

    func suggestedFilm(_ update: PartyUpdate) -> Film? {
        if case .suggested(let film) = update { film } else { nil }
    }

    func notice(_ update: PartyUpdate) -> PlayerMessage? {
        if case .notice(let message) = update { message } else { nil }
    }

    @Test func aSuggestionComesBackOnTopOfEveryonesCardsSayingWhoAndIsVotedOnAsAReaction() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            var (ana, updates, welcome) = try await enter(.create(RoomOptions()), port: server.port, folder: client)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")

            await ana.suggest(Self.holidayInn)

            let mine = try await next(&updates, suggestedFilm)
            #expect(mine.id == Self.holidayInn.id && mine.title == "Holiday Inn")
            #expect(mine.reason == "suggested by you")
            #expect(try await bob.expect { if case .suggested(let card) = $0 { card.suggestedBy } else { nil } } == welcome.member)

            try await bob.send(.suggest(film: Self.longestDay))
            let theirs = try await next(&updates, suggestedFilm)
            #expect(theirs.id == Self.longestDay && theirs.reason == "suggested by Bob")

            try await PartyFilmRepository(session: ana).setReaction(theirs, from: .none, to: .favourite)
            try await bob.send(.vote(film: Self.longestDay, yes: true))
            #expect(try await bob.match().film == Self.longestDay)
            await ana.leave()
        }
    }

    @Test func aRefusedSuggestionIsToldToThePlayerWhoMadeIt() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            var (bob, welcome) = try await PartyTestClient.create(port: server.port, name: "Bob")
            var (ana, updates, _) = try await enter(.join(welcome.code), port: server.port, folder: client)
            try await bob.send(.suggest(film: Self.holidayInn.id))
            #expect(try await next(&updates, suggestedFilm).reason == "suggested by Bob")

            await ana.suggest(Self.holidayInn)

            let told = try await next(&updates, notice)
            #expect(told.severity == .notice)
            #expect(told.body == "Could not suggest Holiday Inn (1942): Bob has already suggested it; it is on top of everyone's deck.")
            _ = try await bob.drain()
            await ana.leave()
        }
    }

    @Test func seenItIsSentAsANoThatNobodyCanTellFromOne() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let (ana, _, welcome) = try await enter(.create(RoomOptions()), port: server.port, folder: client)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let film = welcome.deck[0]

            try await PartyFilmRepository(session: ana).setReaction(film.film, from: .none, to: .seen)

            #expect(try await bob.expect { if case .votes(film.id, let count) = $0 { count } else { nil } } == 1)
            try await bob.send(.vote(film: film.id, yes: true))
            let heard = try await bob.drain()
            #expect(heard.contains(.closest(PartyClosest(film: film.id, yes: 1, of: 2))), "Ana's vote is not a yes")
            #expect(!heard.contains { if case .match = $0 { true } else { false } })
            await ana.leave()
            // What the server holds for Ana is a plain no: the protocol has no word for "seen it".
            let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ana", resume: welcome.resume)
            #expect(back.yourVotes == [film.id: false])
        }
    }

    @Test func quittingLeavesTheRoomAtOnceThoughADroppedConnectionWouldWaitOutTheGrace() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer(grace: .seconds(600)) { server in
            var (bob, welcome) = try await PartyTestClient.create(port: server.port, name: "Bob")
            let (ana, _, _) = try await enter(.join(welcome.code), port: server.port, folder: client)
            let joined = try await bob.joined()
            #expect(joined.name.text == "Ana")

            await ana.leave()

            #expect(try await bob.left() == joined.id)
        }
    }
}
