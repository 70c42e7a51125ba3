import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// Suggestions over real WebSocket connections: on top of every member's deck saying who, voted on like any film,
/// refused with a reason that names the film, and kept by a server started again.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerSuggestionTests {
    /// Films of the bundled catalogue that a room with no tastes does not deal: Holiday Inn (1942) and a few more.
    static let holidayInn = FilmID(source: .catalogue, value: 3061)
    static let others = [3062, 3070, 3071, 3155, 3179].map { FilmID(source: .catalogue, value: $0) }

    func suggested(_ message: ServerMessage) -> PartyCard? {
        if case .suggested(let card) = message { card } else { nil }
    }

    @Test func aSuggestionGoesOnTopOfEveryDeckSayingWhoAndIsVotedOnLikeAnyFilm() async throws {
        try await withPartyServer { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            #expect(welcome.suggestionsLeft == PartyRoom.suggestionLimit)
            #expect(!welcome.deck.contains { $0.id == Self.holidayInn })
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")

            try await bob.send(.suggest(film: Self.holidayInn))

            let card = try await ana.expect(suggested)
            #expect(card.id == Self.holidayInn && card.title == "Holiday Inn" && card.year == 1942)
            #expect(card.suggestedBy == bobWelcome.member)
            #expect(try await bob.expect(suggested) == card, "the one who suggested it hears it too")
            try await ana.send(.vote(film: Self.holidayInn, yes: true))
            try await bob.send(.vote(film: Self.holidayInn, yes: true))
            #expect(try await ana.match() == PartyMatch(film: Self.holidayInn, sequence: 1, yesCount: 2, memberCount: 2))

            let (_, late) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Cy")
            #expect(late.deck.first == card, "a late joiner finds it on top of the deck, saying who suggested it")
        }
    }

    @Test func aSuggestionIsRefusedWithItsReasonAndTheFilmsTitleAndTheConnectionCarriesOn() async throws {
        try await withPartyServer { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")

            for film in [FilmID(source: .catalogue, value: 999_999_999), FilmID(source: .tmdb, value: 603)] {
                try await ana.send(.suggest(film: film))
                let refusal = try await ana.refusal()
                #expect(refusal.reason == .notInCatalogue)
                #expect(refusal.message.contains("not in the catalogue the room deals from"))
            }

            try await ana.send(.suggest(film: Self.holidayInn))
            _ = try await bob.expect(suggested)
            try await bob.send(.suggest(film: Self.holidayInn))
            let again = try await bob.refusal()
            #expect(again.reason == .alreadySuggested)
            #expect(again.message == "Could not suggest Holiday Inn (1942): Ana has already suggested it; it is on top of everyone's deck.")

            let first = welcome.deck[0]
            try await ana.send(.vote(film: first.id, yes: true))
            try await bob.send(.vote(film: first.id, yes: true))
            _ = try await bob.match()
            try await bob.send(.suggest(film: first.id))
            let matched = try await bob.refusal()
            #expect(matched.reason == .alreadyDecided)
            #expect(matched.message.hasPrefix("Could not suggest \(first.title)"))
            #expect(matched.message.contains("already a match"))
            #expect(try await bob.drain().allSatisfy { suggested($0) == nil }, "nothing was dealt, and the connection is open")
        }
    }

    @Test func eachMemberSuggestsAtMostFiveFilms() async throws {
        try await withPartyServer { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            for film in Self.others {
                try await ana.send(.suggest(film: film))
                #expect(try await ana.expect(suggested).id == film)
            }
            try await ana.send(.suggest(film: Self.holidayInn))
            let refusal = try await ana.refusal()
            #expect(refusal.reason == .suggestionLimit)
            #expect(refusal.message.contains("5 suggestions"))
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(bobWelcome.suggestionsLeft == 5, "the limit is each member's own")
            #expect(bobWelcome.deck.prefix(5).map(\.id) == Self.others.reversed(), "the newest suggestion on top")
            try await bob.send(.suggest(film: Self.holidayInn))
            #expect(try await bob.expect(suggested).id == Self.holidayInn)
        }
    }

    @Test func aSuggestionStaysOnTopWhenAMemberWhoDislikesItJoinsWithATaste() async throws {
        try await withPartyServer { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            try await ana.send(.suggest(film: Self.holidayInn))
            _ = try await ana.expect(suggested)
            let (_, cyWelcome) = try await PartyTestClient.join(
                port: server.port, code: welcome.code, name: "Cy", taste: PartyTaste([Self.holidayInn: .dislike, welcome.deck[3].id: .favourite])
            )
            let deck = try await ana.expect { if case .deck(let cards) = $0 { cards } else { nil } }
            #expect(deck.first?.id == Self.holidayInn && deck.first?.suggestedBy == welcome.member)
            #expect(cyWelcome.deck == deck)
        }
    }

    @Test func aServerStartedAgainKeepsTheSuggestionOnTopSayingWho() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (welcome, bobWelcome) = try await withPartyServer(folder: folder) { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            try await bob.send(.suggest(film: Self.holidayInn))
            _ = try await ana.expect(suggested)
            _ = try await bob.drain()
            return (welcome, bobWelcome)
        }
        try await withPartyServer(folder: folder) { server in
            let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ana", resume: welcome.resume)
            #expect(back.deck.first?.id == Self.holidayInn)
            #expect(back.deck.first?.title == "Holiday Inn")
            #expect(back.deck.first?.suggestedBy == bobWelcome.member)
            #expect(back.deck.dropFirst().map(\.id) == welcome.deck.map(\.id))
            let (_, bobBack) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", resume: bobWelcome.resume)
            #expect(bobBack.suggestionsLeft == PartyRoom.suggestionLimit - 1)
        }
    }
}

/// Leaving and dropping, and the host's filters, over real WebSocket connections.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerLeaveTests {
    @Test func aMemberWhoLeavesIsGoneAtOnceWhileADroppedConnectionWaitsOutTheGrace() async throws {
        try await withPartyServer(grace: .seconds(600)) { server in
            var (ana, welcome) = try await PartyTestClient.create(port: server.port, name: "Ana")
            var (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            var cy = try await RawPartyConnection.open(port: server.port)
            try await cy.send(.hello(PartyHello(code: welcome.code, name: MemberName("Cy"))))
            _ = try await cy.welcome()
            _ = try await ana.drain()

            await cy.drop()
            await server.waitForConnections { $0 == 2 }
            try await bob.send(.leave)
            _ = await bob.closed()

            #expect(try await ana.left() == bobWelcome.member, "Bob left: gone at once")
            let (_, dee) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Dee")
            #expect(dee.members.map(\.name.text) == ["Ana", "Cy", "Dee"], "Cy's connection dropped: she has the grace period to come back")
        }
    }

    @Test func theHostsFiltersShapeTheDeckAndEveryMemberIsToldThem() async throws {
        let options = RoomOptions(genres: ["Comedy"], fromYear: 1990, toYear: 1999, minRating: 6)
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port, options: options)
            #expect(!welcome.deck.isEmpty)
            for card in welcome.deck {
                #expect(card.genres.contains("Comedy") && (1990...1999).contains(card.year ?? 0) && card.rating >= 6, "\(card.title)")
            }
            let (_, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(bobWelcome.options == options)
        }
    }
}
