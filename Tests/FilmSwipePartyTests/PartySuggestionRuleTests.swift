import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("Party room rules: suggestions")
struct PartySuggestionRuleTests {
    let heat = FilmID(source: .catalogue, value: 949)
    let alien = FilmID(source: .catalogue, value: 348)
    let fargo = FilmID(source: .catalogue, value: 275)
    let holidayInn = FilmID(source: .catalogue, value: 3061)

    /// A room dealing Heat, Alien and Fargo with `count` members joined, and their ids.
    func room(members count: Int) throws -> (PartyRoom, [MemberID]) {
        var room = PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: [heat, alien, fargo])
        var generator = SeededRandom(state: 1)
        var ids: [MemberID] = []
        for index in 0..<count { ids.append(try room.join(name: MemberName(["Ana", "Bob", "Cy"][index]), using: &generator).member.id) }
        return (room, ids)
    }

    @Test("a film suggested goes on top of the deck, saying by whom, and is voted on like any film")
    func onTop() throws {
        var (room, ids) = try room(members: 2)
        #expect(try room.suggest(ids[1], film: holidayInn) == [])
        #expect(room.deck == [holidayInn, heat, alien, fargo])
        #expect(room.suggestions == [holidayInn: ids[1]])
        #expect(room.unswiped(by: ids[0]).first == holidayInn)
        _ = try room.vote(ids[0], film: holidayInn, yes: true)
        let events = try room.vote(ids[1], film: holidayInn, yes: true)
        #expect(events.contains(.match(PartyMatch(film: holidayInn, sequence: 1, yesCount: 2, memberCount: 2))))
    }

    @Test("a film already in the deck moves to the top and keeps its votes")
    func alreadyDealt() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: fargo, yes: true)
        _ = try room.suggest(ids[1], film: fargo)
        #expect(room.deck == [fargo, heat, alien])
        #expect(room.votes(of: ids[0]) == [fargo: true])
        #expect(room.swipedCount(of: fargo) == 1)
    }

    @Test("moving a film to the top can change which of two equally close films is the closest")
    func closestFollowsTheDeck() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: fargo, yes: true)
        #expect(room.closest?.film == heat)
        #expect(try room.suggest(ids[2], film: fargo) == [.closest(PartyClosest(film: fargo, yes: 1, of: 3))])
    }

    @Test("a film the room has decided, or already suggested, is refused, saying why")
    func decided() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        #expect(throws: PartyRoomError.alreadyDecided(heat, isMatch: true)) { try room.suggest(ids[0], film: heat) }
        _ = try room.vote(ids[0], film: alien, yes: false)
        _ = try room.vote(ids[1], film: alien, yes: true)
        #expect(throws: PartyRoomError.alreadyDecided(alien, isMatch: false)) { try room.suggest(ids[1], film: alien) }
        _ = try room.suggest(ids[0], film: holidayInn)
        #expect(throws: PartyRoomError.alreadySuggested(holidayInn, by: MemberName("Ana"))) { try room.suggest(ids[1], film: holidayInn) }
        #expect(throws: PartyRoomError.alreadySuggested(holidayInn, by: nil)) { try room.suggest(ids[0], film: holidayInn) }
        #expect(PartyRefusal(PartyRoomError.alreadySuggested(holidayInn, by: nil)).message.hasPrefix("you have already suggested it"))

        let refusal = PartyRefusal(suggesting: "Holiday Inn (1942)", PartyRoomError.alreadySuggested(holidayInn, by: MemberName("Ana")))
        #expect(refusal.reason == .alreadySuggested)
        #expect(refusal.message == "Could not suggest Holiday Inn (1942): Ana has already suggested it; it is on top of everyone's deck.")
        #expect(PartyRefusal(suggesting: "Heat", .alreadyDecided(heat, isMatch: false)).message
            == "Could not suggest Heat: everyone here has already swiped it.")
    }

    @Test("a film swiped by some of those present only is still open: suggesting it brings it to the others")
    func swipedBySome() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: alien, yes: true)
        #expect(throws: Never.self) { try room.suggest(ids[0], film: alien) }
        #expect(room.deck.first == alien)
    }

    @Test("each member can suggest at most five films, and is told how many are left")
    func limit() throws {
        var (room, ids) = try room(members: 2)
        #expect(room.suggestionsLeft(for: ids[0]) == PartyRoom.suggestionLimit)
        for value in 1...PartyRoom.suggestionLimit {
            _ = try room.suggest(ids[0], film: FilmID(source: .catalogue, value: 10_000 + value))
        }
        #expect(room.suggestionsLeft(for: ids[0]) == 0)
        #expect(throws: PartyRoomError.suggestionLimit) { try room.suggest(ids[0], film: holidayInn) }
        #expect(PartyRefusal(PartyRoomError.suggestionLimit).message.contains("5 suggestions"))
        #expect(try room.suggest(ids[1], film: holidayInn) == [], "the limit is each member's own")
        #expect(room.deck.first == holidayInn)
    }

    @Test("a member who has left cannot suggest")
    func absent() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.leave(ids[1])
        #expect(throws: PartyRoomError.notPresent(ids[1])) { try room.suggest(ids[1], film: holidayInn) }
    }

    @Test("a room rebuilt from its stored parts keeps its suggestions, dropping those outside the deck or by nobody")
    func rebuild() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.suggest(ids[1], film: holidayInn)
        let rebuilt = PartyRoom(
            code: room.code, deck: room.deck, members: room.members, votes: room.storedVotes, matches: room.matches,
            suggestions: room.suggestions.merging([FilmID(source: .catalogue, value: 1): ids[0], heat: MemberID(42)]) { first, _ in first }
        )
        #expect(rebuilt == room)
        #expect(rebuilt.suggestions == [holidayInn: ids[1]])
    }

    @Test("the room's filters read as a few words, and as nothing when there are none")
    func optionsSummary() {
        #expect(RoomOptions().summary == nil)
        #expect(RoomOptions(genres: ["Comedy", "Crime"], fromYear: 1990, toYear: 1999, minRating: 7).summary == "Comedy or Crime · 1990–1999 · rated 7+")
        #expect(RoomOptions(fromYear: 2000, minRating: 7.5).summary == "from 2000 on · rated 7.5+")
        #expect(RoomOptions(toYear: 1960).summary == "up to 1960")
        #expect(RoomOptions(minRating: 1e300).summary == "rated 10+", "a hostile server's rating cannot crash a client")
    }
}
