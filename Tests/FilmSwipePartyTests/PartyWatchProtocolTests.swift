import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

/// The parts of the protocol a room dealing only what its members can watch adds: services in a hello, the watch
/// table in a room's options, and where a card's film streams.
@Suite("Party protocol: watching on our services")
struct PartyWatchProtocolTests {
    static let code = try! RoomCode(parsing: "K7QX3PM")
    static let table = RoomWatchOffers(region: "gb", providers: [
        RoomWatchProvider(id: 8, name: "Netflix", films: [356, 296, 356]),
        RoomWatchProvider(id: 9, name: "Prime\u{1B}[31m", films: [2571]),
        RoomWatchProvider(id: 10, name: "Empty", films: []),
    ])

    @Test func aHelloAndACreateCarryTheServicesAndRoundTrip() throws {
        let messages: [ClientMessage] = [
            .hello(PartyHello(code: Self.code, name: MemberName("Ann"), services: [9, 8, 8])),
            .create(PartyCreate(options: RoomOptions(genres: ["Crime"], watch: Self.table), name: MemberName("Ann"), services: [8])),
        ]
        for message in messages {
            #expect(try ClientMessage.decode(PartyProtocol.encode(message)) == message)
        }
        guard case let .hello(hello) = messages[0] else { return }
        #expect(hello.services == [8, 9], "kept once each, in order")
    }

    @Test func aHelloFromBeforeServicesHasNone() throws {
        let old = #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann"}"#
        guard case let .hello(hello) = try ClientMessage.decode(old) else { Issue.record("not a hello"); return }
        #expect(hello.services.isEmpty)
        #expect(!PartyProtocol.encode(ClientMessage.hello(hello)).contains("services"), "nothing said when there is nothing")
    }

    @Test func theTableIsCleanedAndAnswersWhichFilmsAreOnWhichServices() {
        #expect(Self.table.region == "GB")
        #expect(Self.table.providers.map(\.id) == [8, 9], "a service with no film is left out")
        #expect(Self.table.providers[0].films == [356, 296])
        #expect(Self.table.providers[1].name.hasPrefix("Prime"))
        #expect(!Self.table.providers[1].name.contains("\u{1B}"), "no control character from the wire reaches the screen")
        #expect(Self.table.films(on: [9]) == [FilmID(source: .catalogue, value: 2571)])
        #expect(Self.table.films(on: [8, 9]).count == 3)
        #expect(Self.table.watch(of: FilmID(source: .catalogue, value: 356), on: [8, 9])?.on.map(\.name) == ["Netflix"])
        #expect(Self.table.watch(of: FilmID(source: .catalogue, value: 356), on: [9]) == nil, "not on the services asked about")
        #expect(Self.table.watch(of: FilmID(source: .tmdb, value: 356), on: [8]) == nil, "the table lists bundled films only")
    }

    @Test func aTableOverItsLimitsIsRefusedNotCut() {
        let films = (1...RoomWatchOffers.maxPairs + 1).map { $0 }
        let text = #"{"type":"create","version":1,"name":"Ann","options":{"genres":[],"watch":{"region":"GB","providers":[{"id":8,"name":"N","films":"#
            + "[\(films.map(String.init).joined(separator: ","))]}]}}}"
        #expect(throws: PartyProtocolError.self) { try ClientMessage.decode(Data(text.utf8)) }
    }

    @Test func membersAreToldTheRegionNotTheTable() {
        let options = RoomOptions(genres: ["Comedy"], watch: Self.table)
        #expect(options.announced.watch?.region == "GB")
        #expect(options.announced.watch?.providers.isEmpty == true)
        #expect(options.announced.summary == "Comedy · on our services in GB")
    }

    @Test func aCardSaysWhereItStreamsAndItsFilmShowsItAsAStreamOffer() throws {
        var card = PartyCard(id: FilmID(source: .catalogue, value: 356), title: "Forrest Gump", year: 1994, genres: [], runtime: nil, rating: 8, overview: "")
        card.watch = PartyCardWatch(region: "gb", on: [WatchProvider(id: 8, name: "Net\u{7}flix")])
        let decoded = try JSONDecoder().decode(PartyCard.self, from: Data(PartyProtocol.encode(card).utf8))
        #expect(decoded.watch?.region == "GB")
        #expect(decoded.watch?.on.map(\.name) == ["Netflix"])
        #expect(decoded.film.availability?.stream.map(\.name) == ["Netflix"])
        #expect(decoded.film.availability?.region == "GB")
    }
}
