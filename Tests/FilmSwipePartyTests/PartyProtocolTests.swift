import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

@Suite("Party protocol")
struct PartyProtocolTests {
    static let heat = FilmID(source: .catalogue, value: 949)
    static let alien = FilmID(source: .tmdb, value: 348)
    static let code = try! RoomCode(parsing: "K7QX3PM")
    static let token = ResumeToken(text: "0123456789abcdef0123456789abcdef")!
    static let taste = PartyTaste([heat: .favourite, alien: .dislike, FilmID(source: .catalogue, value: 5): .seen])
    static let members = [
        PartyMemberInfo(id: MemberID(1), name: MemberName("Ann"), present: true),
        PartyMemberInfo(id: MemberID(2), name: MemberName("Bob"), present: false),
    ]
    static let card = PartyCard(film: Film(
        id: heat, title: "Heat", year: 1995, overview: "A thief and a detective.", genres: ["Action", "Crime"], runtime: 170, rating: 7.9
    ))
    static let match = PartyMatch(film: heat, sequence: 1, yesCount: 3, memberCount: 3)

    static let clientMessages: [ClientMessage] = [
        .hello(PartyHello(code: code, name: MemberName("Ann"), resume: token, taste: taste)),
        .hello(PartyHello(code: code, name: MemberName("Bob"))),
        .create(PartyCreate(options: RoomOptions(genres: ["Crime"], fromYear: 1980, toYear: 1999, minRating: 7), name: MemberName("Ann"), taste: taste)),
        .create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"))),
        .vote(film: heat, yes: true),
        .vote(film: alien, yes: false),
        .undo(film: heat),
        .leave,
        .ping,
    ]

    static let serverMessages: [ServerMessage] = [
        .welcome(PartyWelcome(
            code: code, member: MemberID(1), resume: token, members: members, deck: [card], matches: [match],
            swiped: [heat: 2], yourVotes: [heat: true, alien: false], closest: nil
        )),
        .welcome(PartyWelcome(
            code: code, member: MemberID(2), resume: token, members: [], deck: [], matches: [],
            swiped: [:], yourVotes: [:], closest: PartyClosest(film: heat, yes: 2, of: 3)
        )),
        .members(members),
        .votes(film: heat, count: 2),
        .match(match),
        .closest(PartyClosest(film: alien, yes: 2, of: 3)),
        .closest(nil),
        .refused(.wrongCode),
        .refused(PartyRefusal(PartyRoomError.alreadyMatched(heat))),
        .pong,
    ]

    @Test("every client message survives a round trip", arguments: clientMessages)
    func clientRoundTrip(message: ClientMessage) throws {
        #expect(try ClientMessage.decode(message.json) == message)
    }

    @Test("every server message survives a round trip", arguments: serverMessages)
    func serverRoundTrip(message: ServerMessage) throws {
        #expect(try ServerMessage.decode(message.json) == message)
    }

    @Test("messages are flat JSON objects with a type field and explicit keys")
    func wireForm() {
        #expect(ClientMessage.vote(film: Self.heat, yes: true).json == #"{"film":"catalogue:949","type":"vote","yes":true}"#)
        #expect(ClientMessage.ping.json == #"{"type":"ping"}"#)
        #expect(ClientMessage.hello(PartyHello(code: Self.code, name: MemberName("Ann"), taste: Self.taste)).json
            == #"{"code":"K7QX3PM","name":"Ann","taste":{"dislike":["tmdb:348"],"favourite":["catalogue:949"],"seen":["catalogue:5"]},"type":"hello","version":1}"#)
        #expect(ServerMessage.match(Self.match).json == #"{"film":"catalogue:949","of":3,"sequence":1,"type":"match","yes":3}"#)
        #expect(ServerMessage.closest(PartyClosest(film: Self.heat, yes: 2, of: 3)).json == #"{"film":"catalogue:949","of":3,"type":"closest","yes":2}"#)
        #expect(ServerMessage.closest(nil).json == #"{"type":"closest"}"#)
        #expect(ServerMessage.votes(film: Self.heat, count: 2).json == #"{"count":2,"film":"catalogue:949","type":"votes"}"#)
    }

    @Test("malformed JSON is a typed error that names the problem, not the peer's text", arguments: [
        "", "not json", "{", "[]", "42", #"{"type":"vote"}"#, #"{"type":"vote","film":"catalogue:949","yes":"sure"}"#,
        #"{"type":"vote","film":"netflix:1","yes":true}"#, #"{"type":"vote","film":"catalogue:1e9","yes":true}"#,
        #"{"type":7}"#, #"{"type":"hello","version":1,"code":"K0QX3PM","name":"Ann"}"#,
        #"{"type":"hello","code":"K7QX3PM","name":"Ann"}"#, #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann","taste":{"love":["catalogue:1"]}}"#,
        #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann","resume":"\u001b[2Jnot-a-token"}"#,
    ])
    func malformed(json: String) throws {
        let error = try #require(throws: PartyProtocolError.self) { try ClientMessage.decode(json) }
        guard case .malformed(let detail) = error else { Issue.record("\(error) is not malformed"); return }
        #expect(!detail.contains("\u{1B}"))
        #expect(!detail.contains("not-a-token"))
    }

    @Test("an unknown type is a typed error naming it, cleaned")
    func unknownType() {
        #expect(throws: PartyProtocolError.unknownType("dance")) { try ClientMessage.decode(#"{"type":"dance"}"#) }
        #expect(throws: PartyProtocolError.unknownType("welcome")) { try ClientMessage.decode(#"{"type":"welcome"}"#) }
        #expect(throws: PartyProtocolError.unknownType("vote")) { try ServerMessage.decode(#"{"type":"vote"}"#) }
        let hostile = PartyProtocolError.unknownType("\u{1B}[2Jx").errorDescription ?? ""
        #expect(!hostile.contains("\u{1B}"))
    }

    @Test("another version is refused before its fields are read, with a message that says what to do")
    func wrongVersion() throws {
        #expect(throws: PartyProtocolError.unsupportedVersion(2)) {
            try ClientMessage.decode(#"{"type":"hello","version":2,"room":{"id":"K7QX3PM"}}"#)
        }
        #expect(throws: PartyProtocolError.unsupportedVersion(0)) { try ServerMessage.decode(#"{"type":"welcome","version":0}"#) }
        let refusal = PartyRefusal(PartyProtocolError.unsupportedVersion(2))
        #expect(refusal.reason == .wrongVersion)
        #expect(refusal.message.contains("version 2"))
        #expect(refusal.message.contains("speaks 1"))
    }

    @Test("a message over 64 KiB is refused before it is parsed")
    func oversized() throws {
        #expect(PartyProtocol.maxMessageBytes == 65_536)
        let big = #"{"type":"ping","pad":""# + String(repeating: "x", count: 65_536) + #""}"#
        #expect(throws: PartyProtocolError.tooLarge(bytes: big.utf8.count, limit: 65_536)) { try ClientMessage.decode(big) }
        #expect(PartyRefusal(PartyProtocolError.tooLarge(bytes: 70_000, limit: 65_536)).reason == .badMessage)
        // Unknown extra fields within the limit are ignored, so a version can add fields without breaking.
        #expect(try ClientMessage.decode(#"{"type":"ping","pad":"x"}"#) == .ping)
    }

    @Test("a taste over its limit is refused naming the taste, whatever reactions it lists")
    func oversizedTasteNamesTheTaste() throws {
        let films = (1...(PartyTaste.maxFilms + 1)).map { "\"catalogue:\($0)\"" }.joined(separator: ",")
        let text = #"{"type":"hello","version":1,"code":"K7QX3PM","name":"Ann","taste":{"favourite":["# + films + "]}}"
        let error = try #require(throws: PartyProtocolError.self) { try ClientMessage.decode(text) }
        let message = error.errorDescription ?? ""
        #expect(message.contains("\"taste\""), "\(message)")
        #expect(message.contains("\(PartyTaste.maxFilms)"), "\(message)")
        #expect(!message.contains("dislike"), "\(message)")
    }

    @Test("the largest taste a client sends still fits a hello under 64 KiB")
    func largestTasteFits() throws {
        let reactions = Dictionary(uniqueKeysWithValues: (0..<5_000).map { (FilmID(source: .catalogue, value: 100_000 + $0), $0 % 7 == 0 ? UserReaction.dislike : .favourite) })
        let taste = PartyTaste(reactions)
        #expect(taste.reactions.count == PartyTaste.maxFilms)
        #expect(taste.reactions.values.filter { $0 == .dislike }.count == reactions.values.filter { $0 == .dislike }.count)
        let hello = ClientMessage.hello(PartyHello(code: Self.code, name: MemberName(String(repeating: "東", count: 12)), resume: Self.token, taste: taste))
        #expect(hello.json.utf8.count < PartyProtocol.maxMessageBytes)
        #expect(try ClientMessage.decode(hello.json) == hello)
    }

    @Test("text from the other side is cleaned when decoded: card text and refusal messages")
    func receivedTextCleaned() throws {
        let json = #"{"type":"refused","reason":"wrongCode","message":"\u001b]0;pwned\u0007no such room"}"#
        #expect(try ServerMessage.decode(json) == .refused(PartyRefusal(reason: .wrongCode, message: "no such room")))
        let newer = #"{"type":"refused","reason":"solarFlare","message":"try later"}"#
        #expect(try ServerMessage.decode(newer) == .refused(PartyRefusal(reason: .other, message: "try later")))
        let card = #"{"id":"catalogue:1","title":"\u001b[2JHeat","rating":7}"#
        #expect(try JSONDecoder().decode(PartyCard.self, from: Data(card.utf8)).title == "Heat")
    }

    @Test("room events become the messages every member is sent")
    func eventsToMessages() throws {
        var room = PartyRoom(code: Self.code, deck: [Self.heat])
        var generator = SeededRandom(state: 3)
        let ann = try room.join(name: MemberName("Ann"), using: &generator)
        let bob = try room.join(name: MemberName("Bob"), using: &generator)
        #expect(bob.events.map { ServerMessage($0, in: room) } == [.members([
            PartyMemberInfo(id: ann.member.id, name: MemberName("Ann"), present: true),
            PartyMemberInfo(id: bob.member.id, name: MemberName("Bob"), present: true),
        ])])
        _ = try room.vote(ann.member.id, film: Self.heat, yes: true)
        let events = try room.vote(bob.member.id, film: Self.heat, yes: true)
        #expect(events.map { ServerMessage($0, in: room) } == [
            .votes(film: Self.heat, count: 2), .match(PartyMatch(film: Self.heat, sequence: 1, yesCount: 2, memberCount: 2)), .closest(nil),
        ])
        let welcome = PartyWelcome(room: room, member: bob.member, films: [Self.heat: Self.card.film])
        #expect(welcome.deck == [Self.card])
        #expect(welcome.yourVotes == [Self.heat: true])
        #expect(welcome.resume == bob.member.resumeToken)
        #expect(PartyRefusal(PartyRoomError.unknownFilm(Self.alien)).reason == .unknownFilm)
    }

    @Test("a resume token never shows in descriptions or dumps")
    func tokenHidden() {
        #expect(!"\(Self.token)".contains(Self.token.text))
        #expect(!String(reflecting: Self.token).contains(Self.token.text))
        var dumped = ""
        dump(Self.token, to: &dumped)
        #expect(!dumped.contains(Self.token.text))
    }
}
