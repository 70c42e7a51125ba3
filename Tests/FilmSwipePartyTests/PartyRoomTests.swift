import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("Party room rules")
struct PartyRoomTests {
    let heat = FilmID(source: .catalogue, value: 949)
    let alien = FilmID(source: .catalogue, value: 348)
    let fargo = FilmID(source: .catalogue, value: 275)
    let notDealt = FilmID(source: .catalogue, value: 1)

    var deck: [FilmID] { [heat, alien, fargo] }

    func room() throws -> PartyRoom {
        PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: deck)
    }

    /// A room with `count` members joined, and their ids.
    func room(members count: Int, seed: UInt64 = 1) throws -> (PartyRoom, [MemberID]) {
        var room = try room()
        var generator = SeededRandom(state: seed)
        var ids: [MemberID] = []
        for index in 0..<count { ids.append(try room.join(name: MemberName("M\(index)"), using: &generator).member.id) }
        return (room, ids)
    }

    func matches(in events: [PartyEvent]) -> [PartyMatch] {
        events.compactMap { if case .match(let match) = $0 { match } else { nil } }
    }

    @Test("two members both saying yes make a match, at once, with its counts")
    func twoYes() throws {
        var (room, ids) = try room(members: 2)
        #expect(try room.vote(ids[0], film: heat, yes: true) == [
            .votesChanged(film: heat, swiped: 1), .closest(PartyClosest(film: heat, yes: 1, of: 2)),
        ])
        let events = try room.vote(ids[1], film: heat, yes: true)
        let match = PartyMatch(film: heat, sequence: 1, yesCount: 2, memberCount: 2)
        #expect(events == [.votesChanged(film: heat, swiped: 2), .match(match), .closest(nil)])
        #expect(room.matches == [match])
        #expect(room.isMatch(heat))
    }

    @Test("one member alone never makes a match")
    func alone() throws {
        var (room, ids) = try room(members: 1)
        for film in deck { _ = try room.vote(ids[0], film: film, yes: true) }
        #expect(room.matches.isEmpty)
        #expect(room.closest == PartyClosest(film: heat, yes: 1, of: 1))
    }

    @Test("3 members, 2 yes and 1 no: no match, and the closest is 2 of 3")
    func twoOfThree() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: alien, yes: true)
        _ = try room.vote(ids[1], film: alien, yes: true)
        let events = try room.vote(ids[2], film: alien, yes: false)
        #expect(matches(in: events).isEmpty)
        #expect(room.matches.isEmpty)
        let closest = try #require(room.closest)
        #expect(closest == PartyClosest(film: alien, yes: 2, of: 3))
        #expect(closest.description == "2 of 3 said yes")
        #expect(room.swipedCount(of: alien) == 3)
    }

    @Test("the closest film goes to deck order on a tie")
    func closestTie() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: fargo, yes: true)
        _ = try room.vote(ids[1], film: alien, yes: true)
        #expect(room.closest?.film == alien)
        _ = try room.vote(ids[2], film: fargo, yes: true)
        #expect(room.closest == PartyClosest(film: fargo, yes: 2, of: 3))
    }

    @Test("a member who joins late must say yes too, starting from the top of the deck")
    func lateJoin() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        var generator = SeededRandom(state: 9)
        let late = try room.join(name: MemberName("Late"), using: &generator)
        #expect(late.events == [.memberJoined(late.member.id, MemberName("Late")), .closest(PartyClosest(film: heat, yes: 2, of: 4))])
        #expect(room.unswiped(by: late.member.id) == deck)
        _ = try room.vote(ids[2], film: heat, yes: true)
        #expect(room.matches.isEmpty) // the late member has not said yes yet
        let events = try room.vote(late.member.id, film: heat, yes: true)
        #expect(matches(in: events) == [PartyMatch(film: heat, sequence: 1, yesCount: 4, memberCount: 4)])
    }

    @Test("a film matched before a member joined stays a match, and is not dealt to them")
    func matchBeforeLateJoin() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        var generator = SeededRandom(state: 9)
        let late = try room.join(name: MemberName("Late"), using: &generator)
        #expect(room.isMatch(heat))
        #expect(room.unswiped(by: late.member.id) == [alien, fargo])
    }

    @Test("a leave can complete a match: 3 members, 2 yes, the third leaves without voting")
    func leaveCompletesMatch() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: fargo, yes: true)
        _ = try room.vote(ids[1], film: fargo, yes: true)
        #expect(room.matches.isEmpty)
        let events = try room.leave(ids[2])
        let match = PartyMatch(film: fargo, sequence: 1, yesCount: 2, memberCount: 2)
        #expect(events == [.memberLeft(ids[2]), .match(match), .closest(nil)])
        #expect(room.presentMembers.map(\.id) == [ids[0], ids[1]])
    }

    @Test("a member who left and voted no no longer blocks; one who comes back can complete a match")
    func leaveAndResume() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        _ = try room.vote(ids[2], film: heat, yes: false)
        _ = try room.vote(ids[1], film: alien, yes: true)
        let token = room.members[1].resumeToken
        let leaving = try room.leave(ids[1]) // heat: only 1 yes present now
        #expect(matches(in: leaving).isEmpty)
        #expect(leaving.contains(.votesChanged(film: heat, swiped: 2)))
        _ = try room.vote(ids[0], film: alien, yes: true)
        _ = try room.leave(ids[2]) // alien: member 0 alone present, 1 yes: still no match
        #expect(room.matches.isEmpty)
        let back = try room.resume(token: token) // member 1 comes back: alien has 2 yes of 2 present
        #expect(back.member.id == ids[1])
        #expect(back.events.first == .memberReturned(ids[1]))
        #expect(room.matches.map(\.film) == [heat, alien])
        #expect(room.matches.map(\.sequence) == [1, 2])
    }

    @Test("leaving twice, or coming back while present, changes nothing; an unknown token is refused")
    func idempotentPresence() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.leave(ids[0])
        #expect(try room.leave(ids[0]) == [])
        let present = room.members[1]
        #expect(try room.resume(token: present.resumeToken) == PartyJoin(member: present, events: []))
        var generator = SeededRandom(state: 99)
        #expect(throws: PartyRoomError.unknownResumeToken) { try room.resume(token: .random(using: &generator)) }
        #expect(throws: PartyRoomError.notPresent(ids[0])) { try room.vote(ids[0], film: heat, yes: true) }
        #expect(throws: PartyRoomError.unknownMember(MemberID(42))) { try room.leave(MemberID(42)) }
    }

    @Test("undo before a match takes the vote back; after it, the match is final")
    func undo() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: heat, yes: true)
        #expect(try room.undo(ids[0], film: heat) == [.votesChanged(film: heat, swiped: 0), .closest(nil)])
        #expect(room.swipedCount(of: heat) == 0)
        #expect(try room.undo(ids[0], film: heat) == []) // nothing left to undo
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        #expect(throws: PartyRoomError.alreadyMatched(heat)) { try room.undo(ids[0], film: heat) }
        #expect(throws: PartyRoomError.alreadyMatched(heat)) { try room.vote(ids[1], film: heat, yes: false) }
        #expect(try room.vote(ids[1], film: heat, yes: true) == []) // the same vote again, as an outbox resends it
        #expect(room.matches.count == 1)
    }

    @Test("a member can change their vote; the count stays and no event tells the others")
    func changeVote() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: alien, yes: false)
        _ = try room.vote(ids[1], film: alien, yes: true)
        #expect(room.matches.isEmpty)
        let events = try room.vote(ids[0], film: alien, yes: true)
        #expect(room.swipedCount(of: alien) == 2)
        #expect(events == [.match(PartyMatch(film: alien, sequence: 1, yesCount: 2, memberCount: 2)), .closest(nil)])
        #expect(room.votes(of: ids[0]) == [alien: true])
    }

    @Test("events and counts never say who voted or which way")
    func anonymous() throws {
        var (room, ids) = try room(members: 3)
        var events: [PartyEvent] = []
        events += try room.vote(ids[0], film: heat, yes: true)
        events += try room.vote(ids[1], film: heat, yes: false)
        events += try room.vote(ids[2], film: alien, yes: true)
        events += try room.undo(ids[2], film: alien)
        for event in events {
            switch event {
            case .votesChanged, .match, .closest: break
            default: Issue.record("a vote produced \(event)")
            }
            #expect(!holdsMemberID(event))
        }
        let messages = events.map { ServerMessage($0, in: room).json }
        for json in messages { #expect(!json.contains("member")) }
        #expect(room.swipedCount(of: heat) == 2)
    }

    // Looks through every nested value, tuples and structs included.
    func holdsMemberID(_ value: Any) -> Bool {
        value is MemberID || value is PartyMember || Mirror(reflecting: value).children.contains { holdsMemberID($0.value) }
    }

    @Test("a member acts only for themselves: the room takes the acting id, and another's votes stay theirs")
    func ownVotesOnly() throws {
        var (room, ids) = try room(members: 2)
        _ = try room.vote(ids[0], film: heat, yes: false)
        _ = try room.vote(ids[1], film: heat, yes: true)
        _ = try room.undo(ids[1], film: heat) // undoing one's own vote leaves the other's alone
        #expect(room.votes(of: ids[0]) == [heat: false])
        #expect(room.votes(of: ids[1]) == [:])
        #expect(throws: PartyRoomError.unknownMember(MemberID(3))) { try room.vote(MemberID(3), film: heat, yes: true) }
    }

    @Test("votes for films not in the deck are refused")
    func unknownFilm() throws {
        var (room, ids) = try room(members: 2)
        #expect(throws: PartyRoomError.unknownFilm(notDealt)) { try room.vote(ids[0], film: notDealt, yes: true) }
        #expect(throws: PartyRoomError.unknownFilm(notDealt)) { try room.undo(ids[0], film: notDealt) }
        #expect(room.storedVotes.isEmpty)
    }

    @Test("at most 8 members are present at once")
    func full() throws {
        var (room, ids) = try room(members: 8)
        var generator = SeededRandom(state: 5)
        #expect(throws: PartyRoomError.roomFull) { try room.join(name: MemberName("Ninth"), using: &generator) }
        _ = try room.leave(ids[0])
        #expect(try room.join(name: MemberName("Ninth"), using: &generator).member.id == MemberID(9))
    }

    @Test("matches keep the order they happened in")
    func matchOrder() throws {
        var (room, ids) = try room(members: 2)
        for film in [fargo, heat, alien] {
            _ = try room.vote(ids[0], film: film, yes: true)
            _ = try room.vote(ids[1], film: film, yes: true)
        }
        #expect(room.matches.map(\.film) == [fargo, heat, alien])
        #expect(room.matches.map(\.sequence) == [1, 2, 3])
    }

    @Test("a room rebuilt from its stored parts is the same room and keeps playing the same")
    func rebuild() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        _ = try room.vote(ids[2], film: heat, yes: true)
        _ = try room.vote(ids[0], film: alien, yes: true)
        _ = try room.vote(ids[1], film: alien, yes: false)
        _ = try room.leave(ids[2])
        var rebuilt = PartyRoom(code: room.code, deck: room.deck, members: room.members.reversed(),
                                votes: room.storedVotes, matches: room.matches)
        #expect(rebuilt == room)
        #expect(rebuilt.closest == room.closest)
        let rebuiltEvents = try rebuilt.vote(ids[1], film: alien, yes: true)
        let events = try room.vote(ids[1], film: alien, yes: true)
        #expect(rebuiltEvents == events)
        #expect(!matches(in: events).isEmpty)
        #expect(rebuilt == room)
    }

    @Test("stored matches stay matches when rebuilt, even if the members present now would not make them")
    func rebuildKeepsMatches() throws {
        let members = [PartyMember(id: MemberID(1), name: MemberName("A"), isPresent: true, resumeToken: ResumeToken(text: String(repeating: "a", count: 32))!)]
        let room = PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: deck, members: members,
                             votes: [PartyVote(member: MemberID(1), film: heat, yes: true), PartyVote(member: MemberID(7), film: alien, yes: true)],
                             matches: [PartyMatch(film: heat, sequence: 1, yesCount: 2, memberCount: 2)])
        #expect(room.isMatch(heat))
        #expect(room.storedVotes == [PartyVote(member: MemberID(1), film: heat, yes: true)]) // a vote by nobody is dropped
    }
}
