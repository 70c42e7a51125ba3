import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

@Suite("Party protocol: how a room decides")
struct PartyDecidingProtocolTests {
    let heat = FilmID(source: .catalogue, value: 949)
    let alien = FilmID(source: .catalogue, value: 348)

    @Test("the new client messages read back and say their type only")
    func clientMessages() throws {
        #expect(ClientMessage.decide.json == #"{"type":"decide"}"#)
        #expect(ClientMessage.end.json == #"{"type":"end"}"#)
        #expect(try ClientMessage.decode(#"{"type":"decide"}"#) == .decide)
        #expect(try ClientMessage.decode(#"{"type":"end"}"#) == .end)
    }

    @Test("a create carries its rules, and one without them (an older client) reads as the standard rules")
    func create() throws {
        let create = ClientMessage.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"), rules: RoomRules(match: .majority, likes: 5)))
        #expect(create.json.contains(#""rules":{"likes":5,"match":"majority"}"#))
        #expect(try ClientMessage.decode(create.json) == create)
        let standard = ClientMessage.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann")))
        #expect(!standard.json.contains("rules"), "a server from before rules reads it as it did")
        let older = #"{"type":"create","version":1,"options":{"genres":[]},"name":"Ann"}"#
        guard case .create(let read) = try ClientMessage.decode(older) else { Issue.record("not a create"); return }
        #expect(read.rules == .standard)
        // An unknown rule is refused as a malformed message, naming the field.
        let unknown = #"{"type":"create","version":1,"options":{"genres":[]},"name":"Ann","rules":{"match":"loudest"}}"#
        #expect(throws: PartyProtocolError.malformed("field \"rules.match\" is not valid")) { try ClientMessage.decode(unknown) }
    }

    @Test("the server's new messages read back")
    func serverMessages() throws {
        let pick = PartyPick(film: heat, sequence: 2, among: 3, fromMatches: true)
        let messages: [ServerMessage] = [
            .likes(left: 2), .overlap([heat, alien]), .deciding(seconds: 3), .decided(pick),
            .ended(PartyEnding(matches: [PartyMatch(film: heat, sequence: 1, yesCount: 2, memberCount: 3)], pick: pick)),
            .ended(PartyEnding(matches: [], pick: nil)),
            .refused(PartyRefusal(PartyRoomError.likeLimit(alien, limit: 3))),
        ]
        for message in messages { #expect(try ServerMessage.decode(message.json) == message, "\(message.json)") }
        #expect(ServerMessage.decided(pick).json == #"{"among":3,"film":"catalogue:949","from":"matches","sequence":2,"type":"decided"}"#)
        #expect(ServerMessage.overlap([heat]).json == #"{"films":["catalogue:949"],"type":"overlap"}"#)
    }

    @Test("the welcome's rules, likes, host, pick and overlap read back; a welcome from before them has none")
    func welcome() throws {
        let token = try #require(ResumeToken(text: String(repeating: "ab", count: 16)))
        let welcome = ServerMessage.welcome(PartyWelcome(
            code: try RoomCode(parsing: "K7QX3PM"), member: MemberID(2), resume: token, members: [], deck: [], matches: [], swiped: [:],
            yourVotes: [:], closest: nil, rules: RoomRules(match: .two, likes: 4), likesLeft: 3, host: MemberID(1),
            pick: PartyPick(film: alien, sequence: 1, among: 1, fromMatches: false), overlap: [heat]
        ))
        #expect(try ServerMessage.decode(welcome.json) == welcome)
        let older = #"{"type":"welcome","version":1,"code":"K7QX3PM","member":1,"resume":"abababababababababababababababab","members":[],"deck":[],"matches":[],"swiped":{},"yourVotes":{}}"#
        guard case .welcome(let read) = try ServerMessage.decode(older) else { Issue.record("not a welcome"); return }
        #expect(read.rules == nil && read.likesLeft == nil && read.host == nil && read.pick == nil && read.overlap.isEmpty)
    }

    @Test("a refusal from an older server has no film, and a newer server's reason reads as other")
    func refusals() throws {
        let older = try ServerMessage.decode(#"{"type":"refused","reason":"roomFull","message":"full"}"#)
        #expect(older == .refused(PartyRefusal(reason: .roomFull, message: "full")))
        let newer = try ServerMessage.decode(#"{"type":"refused","reason":"roomOnFire","message":"hot","film":"not a film"}"#)
        #expect(newer == .refused(PartyRefusal(reason: .other, message: "hot")))
    }
}
