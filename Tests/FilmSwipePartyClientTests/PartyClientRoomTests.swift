import FilmSwipeDomain
import FilmSwipeParty
@testable import FilmSwipePartyClient
import Testing

@Suite("The party room as a client knows it: each server message changes it and says what the screen shows")
struct PartyClientRoomTests {
    typealias S = RoomSamples

    @Test("a welcome makes the room: its code, host, members, and the deck in the room's order")
    func welcome() {
        let room = S.room()
        #expect(room.code == S.code)
        #expect(room.isWelcomed)
        #expect(!room.isHost)
        #expect(room.members.map(\.name.text) == ["Ann", "Bob"])
        #expect(S.titles(room.nextFilms(count: 5, excluding: [])) == ["Heat", "Alien", "Fargo"])
    }

    @Test("films voted on, matched or excluded are not dealt; films others said yes to come first")
    func dealing() {
        var room = S.room(votes: [S.heat.id: true], overlap: [S.fargo.id])
        #expect(S.titles(room.nextFilms(count: 5, excluding: [])) == ["Fargo", "Alien"])
        _ = room.apply(.match(PartyMatch(film: S.fargo.id, sequence: 1, yesCount: 2, memberCount: 2)))
        #expect(S.titles(room.nextFilms(count: 5, excluding: [])) == ["Alien"])
        #expect(room.nextFilms(count: 5, excluding: [S.alien.id]).isEmpty)
    }

    @Test("a count of swipes changes the film's reason, out of those present")
    func swipeCounts() {
        var room = S.room()
        #expect(room.apply(.votes(film: S.heat.id, count: 1)) == [.reason(S.heat.id, "1 of 2 have swiped it")])
        #expect(room.apply(.left(S.ann)) == [.reason(S.heat.id, "1 of 1 have swiped it")])
        #expect(room.nextFilms(count: 1, excluding: []).first?.reason == "1 of 1 have swiped it")
    }

    @Test("a match is celebrated once, naming the film and how many said yes")
    func match() {
        var room = S.room()
        let match = PartyMatch(film: S.heat.id, sequence: 1, yesCount: 2, memberCount: 2)
        let said = room.apply(.match(match))
        #expect(said == [.notice(PlayerMessage(title: "It's a match!", body: "Heat (1995): both of you said yes. Press m for every match.", severity: .celebration))])
        #expect(room.apply(.match(match)).isEmpty)
        #expect(room.isMatch(S.heat.id))
    }

    @Test("the member's own suggestion is dealt on top and uses one of their suggestions; one they already swiped is said instead")
    func suggestions() {
        var room = S.room()
        room.suggest(S.fargo.id)
        var fargo = S.fargo
        fargo.suggestedBy = S.bob
        guard case let .suggested(film)? = room.apply(.suggested(fargo)).first else { Issue.record("not dealt"); return }
        #expect(film.id == S.fargo.id && film.reason == "suggested by you")
        #expect(room.suggestionsLeft == 2 && room.suggesting == nil)

        room.vote(false, on: S.alien.id)
        var alien = S.alien
        alien.suggestedBy = S.bob
        let said = room.apply(.suggested(alien))
        #expect(said == [.notice(PlayerMessage(title: "Suggestion", body: "Alien is on top of the others' decks; you have swiped it already.", severity: .notice))])
    }

    @Test("a yes over the room's cap is taken back and its film dealt again; checkLike refuses at the cap")
    func likeLimit() throws {
        var room = S.room(rules: RoomRules(likes: 1))
        room.vote(true, on: S.heat.id)
        #expect(room.likesLeft == 0)
        #expect(throws: PartySessionError.noLikesLeft(limit: 1)) { try room.checkLike(S.alien.id) }
        try room.checkLike(S.heat.id)

        let said = room.apply(.refused(PartyRefusal(reason: .likeLimit, message: "No likes left.", film: S.heat.id)))
        #expect(said.first == .notice(PlayerMessage(title: "No likes left", body: "No likes left.", severity: .notice)))
        guard case let .dealAgain(film) = said.last else { Issue.record("not dealt again: \(said)"); return }
        #expect(film.id == S.heat.id)
        #expect(room.likesLeft == 1)
    }

    @Test("a countdown shows, and the pick ends it with a celebration")
    func deciding() {
        var room = S.room()
        #expect(room.apply(.deciding(seconds: 3)) == [.countdown("Deciding for you… 3")])
        let said = room.apply(.decided(PartyPick(film: S.alien.id, sequence: 1, among: 1, fromMatches: true)))
        #expect(said.first == .countdown(nil))
        guard case let .notice(message) = said.last else { Issue.record("no notice: \(said)"); return }
        #expect(message.severity == .celebration && message.body.hasPrefix("Alien (1979): "))
        #expect(room.pick?.film == S.alien.id && room.countdown == nil)
    }

    @Test("a refusal while deciding stops the countdown and says why")
    func nothingToDecide() {
        var room = S.room()
        _ = room.apply(.deciding(seconds: 2))
        let said = room.apply(.refused(PartyRefusal(reason: .nothingToDecide, message: "No match yet.")))
        #expect(said == [.countdown(nil), .notice(PlayerMessage(title: "Decide for us", body: "No match yet.", severity: .notice))])
    }

    @Test("the room's end names the host and lists the pick then the matches; it ends once")
    func ended() {
        var room = S.room()
        let ending = PartyEnding(matches: [PartyMatch(film: S.heat.id, sequence: 1, yesCount: 2, memberCount: 2)],
                                 pick: PartyPick(film: S.heat.id, sequence: 2, among: 1, fromMatches: true))
        let said = room.apply(.ended(ending))
        guard case let .ended(message) = said.last else { Issue.record("not ended: \(said)"); return }
        #expect(message.body == "Ann ended the room for everyone.\n\nPicked: Heat (1995)\nHeat (1995)")
        #expect(room.endingLines == ["Picked: Heat (1995)", "Heat (1995)"])
        #expect(room.apply(.ended(ending)).isEmpty)
    }

    @Test("a wrong code once welcomed means the room is gone from its server: it ends with what this side knew")
    func gone() {
        var room = S.room()
        _ = room.apply(.match(PartyMatch(film: S.alien.id, sequence: 1, yesCount: 2, memberCount: 2)))
        let said = room.apply(.refused(PartyRefusal(reason: .wrongCode, message: "No such room.")))
        guard case let .ended(message) = said.last else { Issue.record("not ended: \(said)"); return }
        #expect(message.body.hasPrefix("The room is no longer on its server"))
        #expect(room.endingLines == ["Alien (1979)"])
    }

    @Test("a deck change that puts films on two watchlists deals them on top, and recounts the cards it changed")
    func sharedWatchlists() {
        var room = S.room()
        var fargo = S.fargo, alien = S.alien
        fargo.watchlists = 2
        alien.watchlists = 2
        let said = room.apply(.deck([S.heat, alien, fargo]))
        let dealt = said.compactMap { if case let .dealAgain(film) = $0 { film.title } else { nil } }
        #expect(dealt == ["Fargo", "Alien"])
        #expect(said.contains(.reason(S.alien.id, "on 2 watchlists · nobody has swiped it yet")))
    }

    @Test("the lines under the header: likes left and who is here, the host's rules, how a friend joins; reconnecting; ended")
    func overview() {
        var room = S.room(rules: RoomRules(likes: 3))
        let lines = room.overview(connected: true, server: "s:1", joinAddress: "films.example:7420")
        guard case let .status(status)? = lines.first else { Issue.record("no status: \(lines)"); return }
        #expect(status.first == "Party \(S.code.text) · 3 likes left · 2 here: Ann, Bob")
        #expect(status.last == "A friend joins with: filmswipe party join \(S.code.text)@films.example:7420")
        #expect(room.overview(connected: false, server: "s:1", joinAddress: "films.example:7420").first == .status(
            ["Party \(S.code.text) · reconnecting to s:1…"] + status.dropFirst()
        ))
        _ = room.end(nil)
        #expect(room.overview(connected: true, server: "s:1", joinAddress: "x").first == .status(["Party \(S.code.text) · ended"]))
    }
}
