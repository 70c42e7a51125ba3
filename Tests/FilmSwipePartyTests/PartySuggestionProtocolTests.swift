import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

@Suite("Party protocol: suggestions")
struct PartySuggestionProtocolTests {
    static let holidayInn = FilmID(source: .catalogue, value: 3061)

    static var card: PartyCard {
        var card = PartyCard(film: Film(id: holidayInn, title: "Holiday Inn", year: 1942, genres: ["Comedy", "Music"], rating: 7))
        card.suggestedBy = MemberID(2)
        return card
    }

    @Test("a suggestion, its broadcast and the welcome's new fields survive a round trip")
    func roundTrip() throws {
        let client = ClientMessage.suggest(film: Self.holidayInn)
        #expect(client.json == #"{"film":"catalogue:3061","type":"suggest"}"#)
        #expect(try ClientMessage.decode(client.json) == client)
        let server = ServerMessage.suggested(Self.card)
        #expect(try ServerMessage.decode(server.json) == server)
        #expect(server.json.contains(#""suggestedBy":2"#))
        let welcome = ServerMessage.welcome(PartyWelcome(
            code: try RoomCode(parsing: "K7QX3PM"), member: MemberID(1), resume: ResumeToken(text: String(repeating: "ab", count: 16))!,
            members: [], deck: [Self.card], matches: [], swiped: [:], yourVotes: [:], closest: nil, suggestionsLeft: 4,
            options: RoomOptions(genres: ["Comedy"], minRating: 6)
        ))
        #expect(try ServerMessage.decode(welcome.json) == welcome)
    }

    @Test("suggestions need no new version: a welcome or card without them reads as before, and an older client skips what it cannot read")
    func compatible() throws {
        #expect(PartyProtocol.version == 1)
        let older = #"{"type":"welcome","version":1,"code":"K7QX3PM","member":1,"resume":"abababababababababababababababab","members":[],"deck":[{"id":"catalogue:6","title":"Heat","rating":7.9}],"matches":[],"swiped":{},"yourVotes":{}}"#
        guard case .welcome(let welcome) = try ServerMessage.decode(older) else { Issue.record("not a welcome"); return }
        #expect(welcome.suggestionsLeft == nil, "a server from before suggestions: the client must not send one")
        #expect(welcome.options == nil)
        #expect(welcome.deck.first?.suggestedBy == nil)
        // A card's unknown field is passed over, as an older client reading a suggested card does.
        let card = #"{"id":"catalogue:6","title":"Heat","rating":7.9,"suggestedBy":2,"sparkles":true}"#
        #expect(try JSONDecoder().decode(PartyCard.self, from: Data(card.utf8)).title == "Heat")
    }
}
