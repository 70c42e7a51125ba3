import FilmSwipeDomain
import FilmSwipeParty
import Testing

/// The `deck` message the server sends when the group ranking re-orders a room's deck.
struct ServerMessageDeckTests {
    private let cards = [
        PartyCard(id: FilmID(source: .catalogue, value: 949), title: "Heat", year: 1995, genres: ["Crime"], runtime: 170, rating: 7.9, overview: "A heist."),
        PartyCard(id: FilmID(source: .catalogue, value: 603), title: "The Matrix", year: nil, genres: [], runtime: nil, rating: 8.2, overview: ""),
    ]

    @Test func roundTrips() throws {
        let message = ServerMessage.deck(cards)
        #expect(try ServerMessage.decode(message.json) == message)
    }

    @Test func isTheTypeAndTheCardsInTheWelcomeForm() {
        let json = ServerMessage.deck([cards[1]]).json
        #expect(json == #"{"deck":[{"genres":[],"id":"catalogue:603","overview":"","rating":8.2,"ratings":0,"title":"The Matrix"}],"type":"deck"}"#)
    }
}
