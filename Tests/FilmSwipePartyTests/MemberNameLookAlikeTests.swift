import FilmSwipeDomain
import FilmSwipeParty
import Testing

/// Two members must never look the same: invisible characters go, and a name another member already shows, once case
/// and look-alike letters are folded, gets a number.
@Suite("Member names that look alike")
struct MemberNameLookAlikeTests {
    private func room() throws -> PartyRoom {
        PartyRoom(code: try RoomCode(parsing: "K7QX3PM"), deck: [FilmID(source: .catalogue, value: 949)])
    }

    /// The names a room ends up showing for members joining as `typed`, in order.
    private func shown(_ typed: [String]) throws -> [String] {
        var room = try room()
        var generator = SeededRandom(state: 3)
        return try typed.map { try room.join(name: MemberName($0), using: &generator).member.name.text }
    }

    @Test("zero-width, joining and other invisible characters inside a name are removed")
    func invisibleInside() {
        #expect(MemberName("An\u{200B}n").text == "Ann")
        #expect(MemberName("Ann\u{200B}").text == "Ann")
        #expect(MemberName("A\u{2060}n\u{FEFF}n\u{200C}\u{00AD}").text == "Ann")
        #expect(MemberName("\u{3164}Ann\u{3164}").text == "Ann", "a blank letter is not a visible difference either")
        #expect(MemberName("Ann\u{2800}").text == "Ann")
        // An emoji's own joiners and presentation selectors are part of it and stay.
        #expect(MemberName("Ann 👨‍👩‍👧").text == "Ann 👨‍👩‍👧")
        #expect(MemberName("Ann ❤️").text == "Ann ❤️")
    }

    @Test("a second Ann, in another case, with a Cyrillic А, or with a zero-width space, gets a number")
    func sameNameGetsANumber() throws {
        #expect(try shown(["Ann", "Ann"]) == ["Ann", "Ann 2"])
        #expect(try shown(["Ann", "ANN", "ann"]) == ["Ann", "ANN 2", "ann 3"])
        #expect(try shown(["Ann", "\u{0410}nn"]) == ["Ann", "\u{0410}nn 2"], "Cyrillic А looks like Latin A")
        #expect(try shown(["Ann", "Ann\u{200B}"]) == ["Ann", "Ann 2"])
        #expect(try shown(["Bob", "B\u{043E}b", "Bob 2"]) == ["Bob", "B\u{043E}b 2", "Bob 2 2"], "a typed number is a name like any other")
        #expect(try shown(["Ann", "Anna"]) == ["Ann", "Anna"], "different names stay as they are")
    }

    @Test("a name claiming to be the host's is not one")
    func hostClaim() throws {
        #expect(MemberName("Ann (host)").text == "Ann")
        #expect(MemberName("Ann (HOST)").text == "Ann")
        #expect(try shown(["Ann", "Ann (host)"]) == ["Ann", "Ann 2"])
        #expect(MemberName("(host)").text == "Guest")
    }

    @Test("a numbered name still fits 24 columns")
    func numberedNameFits() throws {
        let long = String(repeating: "x", count: 24)
        let names = try shown([long, long])
        #expect(names[1] == String(repeating: "x", count: 21) + "… 2")
        #expect(names[1].count == 24)
    }

    @Test("a member coming back keeps their name; one joining after many Anns gets the next number")
    func resumeKeepsName() throws {
        var room = try room()
        var generator = SeededRandom(state: 5)
        let first = try room.join(name: MemberName("Ann"), using: &generator).member
        _ = try room.leave(first.id)
        let second = try room.join(name: MemberName("Ann"), using: &generator).member
        #expect(second.name.text == "Ann 2", "a member who left is still remembered by the room, and by the others")
        #expect(try room.resume(token: first.resumeToken).member.name.text == "Ann")
    }
}
