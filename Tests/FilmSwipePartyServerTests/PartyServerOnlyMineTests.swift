import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// A room dealing only what its members can watch (`party host --only-mine`): the deck holds the films on the services
/// of the members present, grows when someone brings another service, and each card says where it streams.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerOnlyMineTests {
    // Bundled films: Forrest Gump, Pulp Fiction and The Shawshank Redemption on "Netflix"; The Matrix and The Silence
    // of the Lambs on "Prime".
    private static let netflix = [356, 296, 318]
    private static let prime = [2571, 593]
    private static let options = RoomOptions(watch: RoomWatchOffers(region: "GB", providers: [
        RoomWatchProvider(id: 8, name: "Netflix", films: netflix),
        RoomWatchProvider(id: 9, name: "Prime", films: prime),
    ]))

    private static func ids(_ values: [Int]) -> Set<FilmID> {
        Set(values.map { FilmID(source: .catalogue, value: $0) })
    }

    @Test func theDeckHoldsOnlyFilmsOnTheServicesOfThoseInTheRoomAndEachCardSaysWhere() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, options: Self.options, services: [8])
            #expect(Set(welcome.deck.map(\.id)) == Self.ids(Self.netflix))
            #expect(welcome.deck.allSatisfy { $0.watch == PartyCardWatch(region: "GB", on: [WatchProvider(id: 8, name: "Netflix")]) })
            #expect(welcome.deck.first?.film.availability?.stream.map(\.name) == ["Netflix"], "the card shows it as a stream offer")
            #expect(welcome.options?.summary == "on our services in GB")
            #expect(welcome.options?.watch?.providers.isEmpty == true, "members are told the region, not the table")

            let (_, bob) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", services: [9])
            #expect(Set(bob.deck.map(\.id)) == Self.ids(Self.netflix + Self.prime))
            #expect(bob.deck.first { $0.id.value == 2571 }?.watch?.on.map(\.name) == ["Prime"])
            let deck = try await ann.expect { message -> [PartyCard]? in
                if case let .deck(cards) = message { return cards }
                return nil
            }
            #expect(Set(deck.map(\.id)) == Self.ids(Self.netflix + Self.prime), "those already in the room get the films Bob brought")
        }
    }

    @Test func theCardsNameTheServicesOfThoseHereNowAFilmDealtStaysWhenItsServiceLeaves() async throws {
        let shared = RoomOptions(watch: RoomWatchOffers(region: "GB", providers: [
            RoomWatchProvider(id: 8, name: "Netflix", films: [356]),
            RoomWatchProvider(id: 9, name: "Prime", films: [356, 2571]),
        ]))
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, options: shared, services: [8])
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", services: [9])
            let both = try await ann.expect(Self.deck)
            #expect(both.first { $0.id.value == 356 }?.watch?.on.map(\.name) == ["Netflix", "Prime"])

            try await bob.send(.leave)
            let after = try await ann.expect(Self.deck)
            #expect(after.first { $0.id.value == 356 }?.watch?.on.map(\.name) == ["Netflix"])
            #expect(after.contains { $0.id.value == 2571 && $0.watch == nil }, "dealt for Bob's service, it stays, saying nothing")
        }
    }

    private static func deck(_ message: ServerMessage) -> [PartyCard]? {
        if case let .deck(cards) = message { return cards }
        return nil
    }

    @Test func aRoomWhoseServicesHaveNothingIsRefusedSayingSo() async throws {
        try await withPartyServer { server in
            var ann = try await PartyTestClient.connect(port: server.port)
            try await ann.send(.create(PartyCreate(options: Self.options, name: MemberName("Ann"), services: [337])))
            let refusal = try await ann.refusal()
            #expect(refusal.message.contains("on your services"))
            #expect(refusal.message.contains("without --only-mine"))
        }
    }

    @Test func theServicesMembersBroughtOutliveARestart() async throws {
        let server = try await RestartablePartyServer()
        var (ann, welcome) = try await PartyTestClient.create(port: server.port, options: Self.options, services: [9])
        await ann.disconnect()
        await server.stop()
        try await server.restart()

        let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
        #expect(Set(back.deck.map(\.id)) == Self.ids(Self.prime))
        #expect(back.deck.allSatisfy { $0.watch?.on.map(\.name) == ["Prime"] }, "her services came back with her")
        await server.remove()
    }
}
