import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

/// What watchlists add to the protocol: a hello's and a create's `watchlist`, a card's `watchlists`, and the order
/// a room deals shared watchlist films in.
@Suite("Party protocol: watchlists")
struct PartyWatchlistProtocolTests {
    static let code = try! RoomCode(parsing: "K7QX3PM")

    private static func films(_ values: [Int]) -> [FilmID] {
        values.map { FilmID(source: .catalogue, value: $0) }
    }

    @Test func aHelloAndACreateCarryTheWatchlistAndRoundTrip() throws {
        let watchlist = PartyWatchlist(Self.films([603, 13, 603]))
        let messages: [ClientMessage] = [
            .hello(PartyHello(code: Self.code, name: MemberName("Ann"), watchlist: watchlist)),
            .create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"), watchlist: watchlist)),
        ]
        for message in messages {
            let text = PartyProtocol.encode(message)
            #expect(text.contains(#""watchlist":["catalogue:13","catalogue:603"]"#), "ids, each once, sorted")
            #expect(try ClientMessage.decode(text) == message)
        }
    }

    @Test func aHelloWithoutAWatchlistSaysNothingOfOneAndAnOldOneDecodes() throws {
        let hello = PartyHello(code: Self.code, name: MemberName("Ann"))
        #expect(!PartyProtocol.encode(ClientMessage.hello(hello)).contains("watchlist"))
        let old = #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann"}"#
        guard case let .hello(decoded) = try ClientMessage.decode(old) else { Issue.record("not a hello"); return }
        #expect(decoded.watchlist == nil)
    }

    @Test func aWatchlistIsCutToItsLimitWhenMadeAndRefusedOverItWhenReceived() {
        let many = Self.films(Array(1...(PartyWatchlist.maxFilms + 20)))
        let cut = PartyWatchlist(many)
        #expect(cut.films.count == PartyWatchlist.maxFilms)
        #expect(cut.films.contains(many[0]) && !cut.films.contains(many.last!), "the first films given are the ones kept")
        let text = #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann","watchlist":"#
            + "[\(many.map { "\"\($0.partyText)\"" }.joined(separator: ","))]}"
        #expect(throws: PartyProtocolError.self) { try ClientMessage.decode(Data(text.utf8)) }
        #expect(throws: PartyProtocolError.self) {
            try ClientMessage.decode(Data(#"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann","watchlist":["not an id"]}"#.utf8))
        }
    }

    @Test func aFullWatchlistBesideTheTasteItLeavesRoomForFitsOneMessage() {
        // Six-digit ids, longer than any the bundled catalogue has: the worst case of a hello.
        let taste = PartyTaste(Dictionary(uniqueKeysWithValues: Self.films(Array(100_000..<(100_000 + PartyTaste.maxFilms - PartyWatchlist.maxFilms))).map { ($0, UserReaction.favourite) }))
        let watchlist = PartyWatchlist(Self.films(Array(900_000..<(900_000 + PartyWatchlist.maxFilms))))
        let hello = PartyHello(code: Self.code, name: MemberName(String(repeating: "W", count: 24)), taste: taste, services: Array(1...64), memberChanges: true, watchlist: watchlist)
        #expect(PartyProtocol.encode(ClientMessage.hello(hello)).utf8.count < PartyProtocol.maxMessageBytes)
    }

    @Test func aCardCarriesOnHowManyWatchlistsItIsAndAnOlderCardNone() throws {
        var card = PartyCard(id: Self.films([603])[0], title: "The Matrix", year: 1999, genres: [], runtime: nil, rating: 8, overview: "")
        card.watchlists = 3
        let text = PartyProtocol.encode(card)
        #expect(text.contains(#""watchlists":3"#))
        #expect(try JSONDecoder().decode(PartyCard.self, from: Data(text.utf8)).watchlists == 3)
        let old = #"{"id":"catalogue:603","title":"The Matrix","genres":[],"rating":8,"overview":"","ratings":0}"#
        #expect(try JSONDecoder().decode(PartyCard.self, from: Data(old.utf8)).watchlists == nil)
        let one = old.replacingOccurrences(of: "}", with: #","watchlists":1}"#)
        #expect(try JSONDecoder().decode(PartyCard.self, from: Data(one.utf8)).watchlists == nil, "one watchlist is nobody's business")
    }

    @Test func sharedFilmsComeFirstMostWatchlistsFirstTheRestAsTheyWere() {
        let (a, b, c, d, e) = (Self.films([1])[0], Self.films([2])[0], Self.films([3])[0], Self.films([4])[0], Self.films([5])[0])
        let shared = SharedWatchlists([
            PartyWatchlist([b, d, e, a]), PartyWatchlist([d, e, a]), PartyWatchlist([d]),
        ])
        #expect(shared.counts == [d: 3, e: 2, a: 2], "a film on one watchlist is not shared")
        #expect(shared.count(of: b) == nil)
        #expect(shared.first([a, b, c, d, e]) == [d, a, e, b, c], "d on three; a before e as the order had them")
        #expect(SharedWatchlists([PartyWatchlist([a, b])]).first([c, b, a]) == [c, b, a], "one watchlist changes nothing")
    }
}
