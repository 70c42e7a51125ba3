import TestSupport
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Testing

/// The client's side of how a room decides and ends, against a real server on loopback: what the screen is told of
/// the rules, likes, overlap, the pick and the end, all from the server's messages.
@Suite(.timeLimit(.minutes(10)))
struct PartySessionDecidingTests {
    static let backoff = PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200))

    /// A session of `name` entering by `start`, its screen's updates in order, its store and its welcome.
    func enter(
        _ start: PartyStart, port: Int, folder: TemporaryFolder, name: String = "Ana"
    ) async throws -> (PartySession, AsyncStream<PartyUpdate>.Iterator, PartyClientStore, PartyWelcome) {
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"))
        let session = PartySession(server: "127.0.0.1:\(port)", start: start, name: MemberName(name), taste: nil, store: store)
        let welcome = try await session.connect(backoff: Self.backoff)
        let (updates, screen) = AsyncStream.makeStream(of: PartyUpdate.self)
        await session.onUpdate { screen.yield($0) }
        return (session, updates.makeAsyncIterator(), store, welcome)
    }

    /// The first update `pick` accepts, skipping the others.
    func next<Value>(_ updates: inout AsyncStream<PartyUpdate>.Iterator, _ pick: (PartyUpdate) -> Value?) async throws -> Value {
        while let update = await updates.next() {
            if let value = pick(update) { return value }
        }
        throw PartyTestClient.Closed()
    }

    func status(_ update: PartyUpdate) -> [String]? {
        if case .status(let lines) = update { lines } else { nil }
    }

    @Test func theHeaderSaysTheRoomsRulesAndTheLikesLeftWhichAYesSpendsAndTheCapRefusesBeforeTheStoreKeepsIt() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let rules = RoomRules(match: .majority, likes: 2)
            var (ana, updates, _, welcome) = try await enter(.create(RoomOptions(genres: ["Comedy"]), rules: rules), port: server.port, folder: client)
            var lines = try await next(&updates, status)
            #expect(lines.first == "Party \(welcome.code.text) · 2 likes left · 1 here: Ana")
            #expect(lines.dropFirst().first == "Host's filters: Comedy · match: majority · 2 likes each")

            let films = welcome.deck.map(\.id)
            try await ana.vote(films[0], yes: true)
            try await ana.vote(films[1], yes: false)
            try await ana.vote(films[2], yes: true)
            lines = try await next(&updates) { update in status(update).flatMap { $0.first?.contains("0 likes left") == true ? $0 : nil } }
            await #expect(throws: PartySessionError.noLikesLeft(limit: 2)) { try await ana.vote(films[3], yes: true) }
            await #expect(throws: Never.self) { try await ana.vote(films[3], yes: false) }

            // The game's store refuses the swipe before keeping it, so the card stays and undo is untouched.
            let kept = InMemoryReactionStore()
            let store = LikeCappedReactionStore(kept, session: ana)
            let film = Film(id: films[4], title: "Fourth")
            await #expect(throws: PartySessionError.noLikesLeft(limit: 2)) { try await store.setReaction(film, from: .none, to: .watchlist) }
            #expect(try await kept.reactions().isEmpty)
            try await store.setReaction(film, from: .none, to: .seen)
            #expect(try await kept.reactions() == [films[4]: .seen])

            try await ana.undo(films[0])
            _ = try await next(&updates) { update in status(update).flatMap { $0.first?.contains("1 like left") == true ? $0 : nil } }
            try await store.setReaction(film, from: .seen, to: .favourite)
            await ana.leave()
        }
    }

    @Test func aFilmSomeoneElseLikedIsDealtNext() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            var (bob, welcome) = try await PartyTestClient.create(port: server.port, name: "Bob")
            var (ana, updates, _, _) = try await enter(.join(welcome.code), port: server.port, folder: client)
            let liked = welcome.deck[9].id
            #expect(await ana.room.nextFilms(count: 1, excluding: []).first?.id == welcome.deck[0].id)
            try await bob.send(.vote(film: liked, yes: true))
            // The count on its card comes first, then the header the count's message ends with; the news that it was
            // liked comes right after, and ends with the header too.
            _ = try await next(&updates) { if case .reason(liked, _) = $0 { true } else { nil } }
            _ = try await next(&updates, status)
            _ = try await next(&updates, status)
            let dealt = await ana.room.nextFilms(count: 3, excluding: [])
            #expect(dealt.map(\.id) == [liked, welcome.deck[0].id, welcome.deck[1].id])
            #expect(dealt.first?.reason == "1 of 2 have swiped it", "never who, nor which way")
            _ = try await bob.drain()
            await ana.leave()
        }
    }

    @Test func decidingCountsDownThenShowsThePickWhichTheMatchesAndThePlayersStoreKeep() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        let clock = ManualPartyClock()
        try await withPartyServer(clock: clock) { server in
            var (ana, updates, store, welcome) = try await enter(.create(RoomOptions()), port: server.port, folder: client)
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            await ana.decide()
            let refused = try await next(&updates) { if case .notice(let message) = $0 { message } else { nil } }
            #expect(refused.title == "Decide for us" && refused.body.hasPrefix("there is nothing to decide among yet"))

            let film = welcome.deck[0]
            try await ana.vote(film.id, yes: true)
            try await bob.send(.vote(film: film.id, yes: true))
            _ = try await bob.match()
            await ana.decide()
            for seconds in [3, 2, 1] {
                #expect(try await next(&updates) { if case .countdown(let text) = $0 { text } else { nil } } == "Deciding for you… \(seconds)")
                clock.advance(by: .seconds(1))
            }
            let picked = try await next(&updates) { if case .notice(let message) = $0, message.title == "Picked for you" { message } else { nil } }
            let named = "\(film.title) (\(film.year!))"
            #expect(picked == PlayerMessage(title: "Picked for you", body: "\(named): your only match. Press m to see it again.", severity: .celebration))
            let matches = try await next(&updates) { if case .matches(let lines) = $0 { lines } else { nil } }
            #expect(matches == ["Picked: \(named)", named])
            let party = try #require(try await store.parties().first)
            #expect(party.pick?.line == named && party.pick?.sequence == 1)
            #expect(PartyMatchesText.lines([party]).dropFirst().first == "  Picked: \(named)")
            _ = try await bob.drain()
            await ana.leave()
        }
    }

    @Test func theHostEndsTheRoomAndEveryoneIsToldHowItEndedWhichTheirStoresKeep() async throws {
        let anaFolder = try TemporaryFolder(), bobFolder = try TemporaryFolder()
        defer {
            anaFolder.remove()
            bobFolder.remove()
        }
        try await withPartyServer { server in
            let (ana, anaUpdates, anaStore, welcome) = try await enter(.create(RoomOptions()), port: server.port, folder: anaFolder)
            let (bob, bobUpdates, bobStore, _) = try await enter(.join(welcome.code), port: server.port, folder: bobFolder, name: "Bob")
            let anaHosts = await ana.room.isHost, bobHosts = await bob.room.isHost
            #expect(anaHosts && !bobHosts)
            await #expect(throws: PartySessionError.refused(PartyRefusal(PartyRoomError.notHost(host: MemberName("Ana"))))) { try await bob.end() }

            let film = welcome.deck[1]
            try await ana.vote(film.id, yes: true)
            try await bob.vote(film.id, yes: true)
            var heard = anaUpdates
            _ = try await next(&heard) { if case .notice(let message) = $0, message.title == "It's a match!" { message } else { nil } }
            let named = "\(film.title) (\(film.year!))"
            let ending = try await ana.end()
            #expect(ending.matches.map(\.film) == [film.id])
            #expect(await ana.room.endingLines == [named])
            for updates in [heard, bobUpdates] {
                var updates = updates
                let told = try await next(&updates) { if case .ended(let message) = $0 { message } else { nil } }
                #expect(told.title == "Party \(welcome.code.text) is over")
                #expect(told.body == "Ana ended the room for everyone.\n\n\(named)")
            }
            for store in [anaStore, bobStore] {
                let party = try #require(try await store.parties().first)
                #expect(party.endedAt != nil && party.matches.map(\.title) == [film.title], "party matches still shows it")
                #expect(PartyMatchesText.lines([party]).first?.hasSuffix(" · ended") == true)
            }
            await ana.leave()
            await bob.leave()
        }
    }
}
