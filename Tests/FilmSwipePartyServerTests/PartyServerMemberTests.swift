import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Testing

/// Members coming and going: a goodbye is a leave, a room lists those present, joins and leaves go out as changes,
/// and a name shows something.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerMemberTests {
    @Test func aClientSayingGoodbyeInItsCloseFrameLeavesAtOnce() async throws {
        try await withPartyServer(grace: .seconds(600)) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var bob = try await RawPartyConnection.open(port: server.port)
            try await bob.send(.hello(PartyHello(code: welcome.code, name: MemberName("Bob"))))
            let bobID = try #require(try await bob.welcome()).member
            #expect(try await ann.joined().id == bobID)
            try await bob.sayGoodbye()
            #expect(try await ann.left() == bobID, "no grace for a member who said goodbye")
        }
    }

    @Test func aConnectionLostWithoutGoodbyeKeepsItsPlaceForTheGrace() async throws {
        try await withPartyServer(grace: .seconds(600)) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            var dan = try await RawPartyConnection.open(port: server.port)
            try await dan.send(.hello(PartyHello(code: welcome.code, name: MemberName("Dan"))))
            let danID = try #require(try await dan.welcome()).member
            await dan.drop()
            await server.waitForConnections { $0 == 1 }
            let (_, eve) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Eve")
            #expect(eve.members.map(\.id).contains(danID), "Dan's connection was lost, not closed: he has the grace to come back")
        }
    }

    @Test func joinsAndGoodbyesInALoopNeverFillTheRoom() async throws {
        try await withPartyServer(grace: .seconds(600)) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            for round in 0..<(PartyRoom.memberLimit * 2) {
                var visitor = try await RawPartyConnection.open(port: server.port)
                try await visitor.send(.hello(PartyHello(code: welcome.code, name: MemberName("Visitor \(round)"))))
                let id = try #require(try await visitor.welcome()).member
                try await visitor.sayGoodbye()
                #expect(try await ann.left() == id)
            }
            let (_, friend) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(friend.members.map(\.name.text) == ["Ann", "Bob"])
        }
    }

    @Test func aWelcomeListsOnlyTheMembersPresentHoweverManyCameAndWent() async throws {
        try await withPartyServer { server in
            let (ann, welcome) = try await PartyTestClient.create(port: server.port)
            // More than the room holds, so a list kept of everyone who came would show in the welcome.
            for round in 0..<(PartyRoom.memberLimit * 2) {
                var (visitor, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Visitor \(round)")
                try await visitor.send(.leave)
                _ = await visitor.closed()
            }
            let (_, friend) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(friend.members.map(\.name.text) == ["Ann", "Bob"])
            _ = ann
        }
    }

    @Test func joinsAndLeavesGoOutAsChangesAndAsTheListToAnOlderClient() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var (old, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Old", memberChanges: false)
            let joinedOld = try await ann.joined()
            #expect(joinedOld.name.text == "Old" && joinedOld.present)
            let (bob, bobWelcome) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            #expect(try await ann.joined().id == bobWelcome.member)
            let listed = try await old.expect { if case .members(let list) = $0 { list } else { nil } }
            #expect(listed.map(\.name.text) == ["Ann", "Old", "Bob"])
            try await bob.send(.leave)
            #expect(try await ann.left() == bobWelcome.member)
            let after = try await old.expect { if case .members(let list) = $0 { list } else { nil } }
            #expect(after.map(\.name.text) == ["Ann", "Old"], "only those present")
            #expect(try await ann.drain().allSatisfy { if case .members = $0 { false } else { true } })
        }
    }

    @Test(arguments: ["\u{3164}", "\u{2800}", "\u{FFA0}", "\u{115F}", "\u{200B}", "\u{0308}", "\u{E000}", "\u{00AD}"])
    func aNameOfNothingVisibleJoinsAsGuest(_ invisible: String) async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var mallory = try await PartyTestClient.connect(port: server.port)
            let name = String(repeating: invisible, count: 192)
            try await mallory.send(raw: #"{"type":"hello","version":1,"code":"\#(welcome.code.text)","name":"\#(name)","memberChanges":true}"#)
            #expect(try await mallory.welcome().members.last?.name.text == "Guest")
            #expect(try await ann.joined().name.text == "Guest")
        }
    }
}
