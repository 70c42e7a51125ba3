import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("Party room rules: how a room decides")
struct PartyDecidingRuleTests {
    let heat = FilmID(source: .catalogue, value: 949)
    let alien = FilmID(source: .catalogue, value: 348)
    let fargo = FilmID(source: .catalogue, value: 275)
    let brazil = FilmID(source: .catalogue, value: 1199)

    var deck: [FilmID] { [heat, alien, fargo, brazil] }

    /// A room under `rules` dealing the four films, with `count` members joined, and their ids.
    func room(_ rules: RoomRules = .standard, members count: Int) throws -> (PartyRoom, [MemberID]) {
        var room = PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: deck, rules: rules)
        var generator = SeededRandom(state: 1)
        var ids: [MemberID] = []
        for index in 0..<count { ids.append(try room.join(name: MemberName("M\(index)"), using: &generator).member.id) }
        return (room, ids)
    }

    func matches(in events: [PartyEvent]) -> [PartyMatch] {
        events.compactMap { if case .match(let match) = $0 { match } else { nil } }
    }

    // MARK: Match rules

    @Test("each rule, as a table: everyone needs every member present, majority more than half, two any two; none matches on one yes")
    func ruleTable() {
        let cases: [(MatchRule, yes: Int, present: Int, match: Bool)] = [
            (.everyone, 2, 2, true), (.everyone, 2, 3, false), (.everyone, 3, 3, true), (.everyone, 1, 1, false),
            (.majority, 2, 3, true), (.majority, 2, 4, false), (.majority, 3, 4, true), (.majority, 1, 1, false), (.majority, 3, 5, true),
            (.two, 2, 8, true), (.two, 1, 2, false), (.two, 2, 2, true),
        ]
        for (rule, yes, present, match) in cases {
            #expect(rule.isMatch(yes: yes, present: present) == match, "\(rule) with \(yes) yes of \(present)")
        }
    }

    @Test("majority: in a room of four, two yes are not a match and the third is, whatever the fourth says")
    func majority() throws {
        var (room, ids) = try room(RoomRules(match: .majority), members: 4)
        _ = try room.vote(ids[0], film: alien, yes: true)
        _ = try room.vote(ids[3], film: alien, yes: false)
        #expect(matches(in: try room.vote(ids[1], film: alien, yes: true)).isEmpty)
        let events = try room.vote(ids[2], film: alien, yes: true)
        #expect(matches(in: events) == [PartyMatch(film: alien, sequence: 1, yesCount: 3, memberCount: 4)])
    }

    @Test("majority: a member leaving can make two yes of three present a match")
    func majorityOnLeave() throws {
        var (room, ids) = try room(RoomRules(match: .majority), members: 4)
        _ = try room.vote(ids[0], film: fargo, yes: true)
        _ = try room.vote(ids[1], film: fargo, yes: true)
        #expect(room.matches.isEmpty)
        let events = try room.leave(ids[3])
        #expect(matches(in: events) == [PartyMatch(film: fargo, sequence: 1, yesCount: 2, memberCount: 3)])
    }

    @Test("two: any two yes in a room of five match, the others' no votes notwithstanding")
    func anyTwo() throws {
        var (room, ids) = try room(RoomRules(match: .two), members: 5)
        _ = try room.vote(ids[2], film: heat, yes: false)
        _ = try room.vote(ids[3], film: heat, yes: false)
        _ = try room.vote(ids[0], film: heat, yes: true)
        let events = try room.vote(ids[4], film: heat, yes: true)
        #expect(matches(in: events) == [PartyMatch(film: heat, sequence: 1, yesCount: 2, memberCount: 5)])
    }

    @Test("everyone stays today's rule: two of three is no match")
    func everyone() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        #expect(matches(in: try room.vote(ids[1], film: heat, yes: true)).isEmpty)
        #expect(room.rules == .standard)
    }

    // MARK: Likes

    @Test("a cap of two likes: the third yes is refused naming the film, a no is not, and undoing a yes gives one back")
    func likeCap() throws {
        var (room, ids) = try room(RoomRules(likes: 2), members: 2)
        #expect(room.likesLeft(for: ids[0]) == 2)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[0], film: alien, yes: true)
        #expect(room.likesLeft(for: ids[0]) == 0)
        #expect(throws: PartyRoomError.likeLimit(fargo, limit: 2)) { try room.vote(ids[0], film: fargo, yes: true) }
        _ = try room.vote(ids[0], film: fargo, yes: false)
        #expect(room.likesLeft(for: ids[1]) == 2, "each member has their own")
        // The same yes again changes nothing, so it is not refused.
        #expect(try room.vote(ids[0], film: heat, yes: true) == [])
        _ = try room.undo(ids[0], film: alien)
        #expect(room.likesLeft(for: ids[0]) == 1)
        _ = try room.vote(ids[0], film: heat, yes: false)
        #expect(room.likesLeft(for: ids[0]) == 2, "a yes changed to no gives it back too")
        _ = try room.vote(ids[0], film: fargo, yes: true)
        #expect(room.likesLeft(for: ids[0]) == 1)
    }

    @Test("without a cap there is no count, and the refusal reads as a sentence with the way out")
    func noCap() throws {
        let (room, ids) = try room(members: 2)
        #expect(room.likesLeft(for: ids[0]) == nil)
        let refusal = PartyRefusal(PartyRoomError.likeLimit(fargo, limit: 3))
        #expect(refusal.reason == .likeLimit && refusal.film == fargo)
        #expect(refusal.message == "you have used all 3 of your likes in this room; take one back (u) to like another film, or swipe left")
    }

    @Test("a cap is kept between 1 and the limit; the summary says the rules that differ from the standard")
    func rulesSummary() {
        #expect(RoomRules(likes: 0).likes == 1)
        #expect(RoomRules(likes: 5_000).likes == RoomRules.likeLimit)
        #expect(RoomRules.standard.summary == nil)
        #expect(RoomRules(match: .majority).summary == "match: majority")
        #expect(RoomRules(match: .two, likes: 5).summary == "match: two · 5 likes each")
        #expect(RoomRules(likes: 1).summary == "1 like each")
    }

    // MARK: Force overlap

    @Test("force overlap: a film another member said yes to comes first for those who have not swiped it, and for nobody else")
    func overlap() throws {
        var (room, ids) = try room(members: 3)
        #expect(room.overlap(for: ids[1]).isEmpty)
        _ = try room.vote(ids[0], film: fargo, yes: true)
        _ = try room.vote(ids[0], film: alien, yes: false)
        #expect(room.overlap(for: ids[1]) == [fargo], "a no brings nothing forward")
        #expect(room.overlap(for: ids[0]).isEmpty, "one's own yes is not news to oneself")
        _ = try room.vote(ids[2], film: fargo, yes: false)
        #expect(room.overlap(for: ids[2]).isEmpty, "a film already swiped stays where it was")
        _ = try room.vote(ids[2], film: brazil, yes: true)
        #expect(room.overlap(for: ids[1]) == [fargo, brazil], "in deck order")
        #expect(room.overlap(for: ids[1], among: [brazil]) == [brazil])
        _ = try room.leave(ids[2])
        #expect(room.overlap(for: ids[1]) == [fargo], "the yes of a member gone no longer counts")
    }

    @Test("force overlap leaves out matches")
    func overlapMatches() throws {
        var (room, ids) = try room(RoomRules(match: .two), members: 3)
        _ = try room.vote(ids[0], film: heat, yes: true)
        _ = try room.vote(ids[1], film: heat, yes: true)
        #expect(room.isMatch(heat))
        #expect(room.overlap(for: ids[2]).isEmpty)
    }

    // MARK: Deciding

    @Test("decide picks among the matches, each as likely: 6,000 picks from three matches come out near 2,000 each")
    func fairAmongMatches() throws {
        var (room, ids) = try room(RoomRules(match: .two), members: 2)
        for film in [heat, fargo, brazil] {
            _ = try room.vote(ids[0], film: film, yes: true)
            _ = try room.vote(ids[1], film: film, yes: true)
        }
        var generator = SeededRandom(state: 42)
        var counts: [FilmID: Int] = [:]
        for _ in 0..<6_000 {
            let pick = try room.decide(using: &generator)
            #expect(pick.fromMatches && pick.among == 3 && pick.sequence == 1)
            counts[pick.film, default: 0] += 1
        }
        #expect(Set(counts.keys) == [heat, fargo, brazil])
        // A fair pick's counts are within 5 standard deviations (about 183) of 2,000; a skewed one would not be.
        #expect(counts.values.allSatisfy { abs($0 - 2_000) < 183 }, "\(counts)")
    }

    @Test("with no match, decide picks among the films with the most yes votes of members present")
    func closestWhenNoMatch() throws {
        var (room, ids) = try room(members: 3)
        _ = try room.vote(ids[0], film: alien, yes: true)
        _ = try room.vote(ids[1], film: alien, yes: true)
        _ = try room.vote(ids[0], film: brazil, yes: true)
        _ = try room.vote(ids[1], film: brazil, yes: true)
        _ = try room.vote(ids[2], film: heat, yes: true)
        #expect(room.matches.isEmpty)
        #expect(room.decisionCandidates.films == [alien, brazil] && !room.decisionCandidates.fromMatches)
        var generator = SeededRandom(state: 7)
        var seen: Set<FilmID> = []
        for _ in 0..<50 { seen.insert(try room.decide(using: &generator).film) }
        #expect(seen == [alien, brazil])
        #expect(try room.decide(using: &generator).source == "at random among the 2 closest films, with no match yet")
    }

    @Test("with nothing said yes to, decide is refused; a pick recorded is the room's, and the next one counts on")
    func nothingThenRecord() throws {
        var (room, ids) = try room(members: 2)
        var generator = SeededRandom(state: 1)
        #expect(throws: PartyRoomError.nothingToDecide) { try room.decide(using: &generator) }
        _ = try room.vote(ids[0], film: fargo, yes: true)
        let first = try room.decide(using: &generator)
        #expect(first == PartyPick(film: fargo, sequence: 1, among: 1, fromMatches: false))
        #expect(room.pick == nil, "deciding changes nothing until the pick is recorded")
        room.record(first)
        #expect(room.pick == first)
        #expect(try room.decide(using: &generator).sequence == 2)
        let rebuilt = PartyRoom(code: room.code, deck: deck, members: room.members, votes: room.storedVotes, matches: [], pick: first)
        #expect(rebuilt.pick == first)
        #expect(rebuilt.dealing([heat, alien]).pick == nil, "a pick of a film no longer dealt is dropped")
    }

    // MARK: Host

    @Test("the member who made the room is its host, and only they may end it, even after leaving and coming back")
    func host() throws {
        var (room, ids) = try room(RoomRules(match: .majority, likes: 3), members: 3)
        #expect(room.host?.id == ids[0])
        #expect(throws: Never.self) { try room.requireHost(ids[0]) }
        #expect(throws: PartyRoomError.notHost(host: MemberName("M0"))) { try room.requireHost(ids[1]) }
        _ = try room.leave(ids[0])
        #expect(room.host?.id == ids[0])
        let moved = room.dealing([alien, heat])
        #expect(moved.rules == room.rules && moved.host == room.host, "a new deck keeps the rules")
        #expect(PartyRefusal(PartyRoomError.notHost(host: MemberName("Ann"))).message == "only the host, Ann, can end the room; anyone else can only leave it")
    }

    @Test("a host away is never forgotten to make room, however many come and go: nobody else becomes the host")
    func hostRemembered() throws {
        var (room, ids) = try room(members: 1)
        _ = try room.leave(ids[0])
        var generator = SeededRandom(state: 9)
        for index in 0..<(PartyRoom.rememberedLimit + 10) {
            let joined = try room.join(name: MemberName("Guest\(index)"), using: &generator)
            _ = try room.leave(joined.member.id)
            #expect(joined.forgotten != ids[0])
        }
        #expect(room.members.count == PartyRoom.rememberedLimit)
        #expect(room.host?.id == ids[0])
        #expect(throws: Never.self) { try room.requireHost(ids[0]) }
    }
}
