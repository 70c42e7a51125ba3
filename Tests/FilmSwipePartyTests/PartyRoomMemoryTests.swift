import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("What a party room remembers of members who came and went")
struct PartyRoomMemoryTests {
    let heat = FilmID(source: .catalogue, value: 949)
    let alien = FilmID(source: .catalogue, value: 348)

    @Test("a room remembers at most 64 members: a join past that forgets the first who left, with their votes")
    func remembered() throws {
        var room = PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: [heat, alien])
        var generator = SeededRandom(state: 7)
        let host = try room.join(name: MemberName("Host"), using: &generator).member.id
        _ = try room.vote(host, film: heat, yes: true)
        var visitors: [MemberID] = []
        for round in 0..<200 {
            let joined = try room.join(name: MemberName("Visitor \(round)"), using: &generator)
            visitors.append(joined.member.id)
            _ = try room.vote(joined.member.id, film: alien, yes: true)
            _ = try room.leave(joined.member.id)
            #expect(room.members.count <= PartyRoom.rememberedLimit)
        }
        #expect(room.members.count == PartyRoom.rememberedLimit)
        #expect(room.members.contains { $0.id == host }, "a member present is never forgotten")
        #expect(room.members.map(\.id).suffix(PartyRoom.rememberedLimit - 1) == visitors.suffix(PartyRoom.rememberedLimit - 1))
        #expect(room.storedVotes.filter { $0.film == alien }.count == PartyRoom.rememberedLimit - 1, "the forgotten's votes went with them")
        #expect(Set(room.members.map(\.id)).count == room.members.count, "no id given twice")
    }

    @Test("forgetting a member changes no count, no match and no closest film")
    func forgettingIsSilent() throws {
        var room = PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: [heat, alien])
        var generator = SeededRandom(state: 9)
        let ann = try room.join(name: MemberName("Ann"), using: &generator).member.id
        let bob = try room.join(name: MemberName("Bob"), using: &generator).member.id
        _ = try room.vote(ann, film: heat, yes: true)
        _ = try room.vote(bob, film: heat, yes: false)
        _ = try room.leave(bob)
        for round in 0..<(PartyRoom.rememberedLimit - 2) {
            let id = try room.join(name: MemberName("V\(round)"), using: &generator).member.id
            _ = try room.leave(id)
        }
        let joined = try room.join(name: MemberName("Last"), using: &generator)
        #expect(joined.forgotten == bob)
        #expect(joined.events == [.memberJoined(joined.member.id, MemberName("Last")), .closest(PartyClosest(film: heat, yes: 1, of: 2))])
        #expect(room.swipedCount(of: heat) == 1)
        #expect(room.matches.isEmpty)
    }
}

@Suite("Members joining and leaving, as messages")
struct PartyMemberChangeTests {
    static let code = try! RoomCode(parsing: "K7QX3PM")

    @Test("joined and left survive a round trip; a hello or create says whether its client reads them")
    func roundTrip() throws {
        let info = PartyMemberInfo(id: MemberID(3), name: MemberName("Cy"), present: true)
        for message in [ServerMessage.joined(info), .left(MemberID(3))] {
            #expect(try ServerMessage.decode(message.json) == message)
        }
        #expect(ServerMessage.left(MemberID(3)).json == #"{"member":3,"type":"left"}"#)
        let hello = ClientMessage.hello(PartyHello(code: Self.code, name: MemberName("Cy"), memberChanges: true))
        #expect(hello.json == #"{"code":"K7QX3PM","memberChanges":true,"name":"Cy","type":"hello","version":1}"#)
        #expect(try ClientMessage.decode(hello.json) == hello)
        guard case .hello(let older) = try ClientMessage.decode(#"{"type":"hello","version":1,"code":"K7QX3PM","name":"Cy"}"#) else {
            Issue.record("not a hello")
            return
        }
        #expect(!older.memberChanges, "an older client's hello asks for the list")
        let create = ClientMessage.create(PartyCreate(options: RoomOptions(), name: MemberName("Cy"), memberChanges: true))
        #expect(try ClientMessage.decode(create.json) == create)
    }

    @Test("a join or a leave is one change for a client that reads them, the members present for one that does not")
    func changesAndLists() throws {
        var room = PartyRoom(code: Self.code, deck: [FilmID(source: .catalogue, value: 1)])
        var generator = SeededRandom(state: 5)
        let ann = try room.join(name: MemberName("Ann"), using: &generator).member
        let bob = try room.join(name: MemberName("Bob"), using: &generator)
        #expect(bob.events.map { ServerMessage.change($0, in: room) } == [.joined(PartyMemberInfo(bob.member))])
        let left = try room.leave(bob.member.id)
        #expect(left.map { ServerMessage.change($0, in: room) } == [.left(bob.member.id)])
        #expect(left.map { ServerMessage($0, in: room) } == [.members([PartyMemberInfo(ann)])])
        let welcome = PartyWelcome(room: room, member: ann, cards: [:])
        #expect(welcome.members == [PartyMemberInfo(ann)], "a welcome lists those present")
    }
}
