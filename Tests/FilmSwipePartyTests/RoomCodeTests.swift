import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

@Suite("Room codes")
struct RoomCodeTests {
    @Test("a code is 10 characters of a 32-symbol alphabet without 0, O, 1 or I: 50 bits")
    func shape() {
        #expect(RoomCode.alphabet.count == 32)
        #expect(Set(RoomCode.alphabet).count == 32)
        for excluded: Character in ["0", "O", "1", "I"] { #expect(!RoomCode.alphabet.contains(excluded)) }
        #expect(RoomCode.bits >= 30)
        #expect(RoomCode.length * 5 == RoomCode.bits) // log2(32) = 5 bits a character
        var generator = SeededRandom(state: 1)
        let code = RoomCode.random(using: &generator)
        #expect(code.text.count == 10)
        #expect(code.text.allSatisfy { RoomCode.alphabet.contains($0) })
        #expect(code.description == code.text)
    }

    @Test("new codes are 10 characters, 50 bits: guessing one of a server's rooms at the allowed rate takes centuries")
    func longCodes() throws {
        var generator = SeededRandom(state: 9)
        let code = RoomCode.random(using: &generator)
        #expect(code.text.count == 10)
        #expect(RoomCode.bits == 50)
        #expect(try RoomCode(parsing: code.text) == code)
        #expect(try RoomCode(parsing: "K7QX3-PMABC").text == "K7QX3PMABC", "read with a dash, as shown")
        #expect(try RoomCode(parsing: "K7QX3PM").text == "K7QX3PM", "a room made before keeps its 7-character code")
    }

    @Test("1000 random codes all parse back, typed in lower case or with dashes, and do not repeat")
    func randomCodesParseBack() throws {
        var generator = SeededRandom(state: 42)
        var seen = Set<RoomCode>()
        for _ in 0..<1000 {
            let code = RoomCode.random(using: &generator)
            #expect(try RoomCode(parsing: code.text) == code)
            let typed = " " + code.text.prefix(4).lowercased() + "-" + code.text.dropFirst(4) + " "
            #expect(try RoomCode(parsing: typed) == code)
            seen.insert(code)
        }
        #expect(seen.count == 1000)
    }

    @Test("every symbol of the alphabet turns up in random codes")
    func alphabetCovered() {
        var generator = SeededRandom(state: 7)
        var used = Set<Character>()
        for _ in 0..<500 { used.formUnion(RoomCode.random(using: &generator).text) }
        #expect(used == Set(RoomCode.alphabet))
    }

    @Test("a code of the wrong length says how many characters it had and what a code looks like")
    func wrongLength() {
        #expect(throws: RoomCodeError.wrongLength(6)) { try RoomCode(parsing: "K7QX3P") }
        #expect(throws: RoomCodeError.wrongLength(8)) { try RoomCode(parsing: "K7QX-3PMM") }
        #expect(throws: RoomCodeError.wrongLength(11)) { try RoomCode(parsing: "K7QX3PMABCD") }
        #expect(throws: RoomCodeError.wrongLength(0)) { try RoomCode(parsing: " - ") }
        #expect(RoomCodeError.wrongLength(6).errorDescription
            == "the room code has 6 characters, not 10; a room code is 10 letters and digits, such as K7QX3PMABC")
        #expect(RoomCodeError.wrongLength(0).errorDescription?.contains("missing") == true)
    }

    @Test("a character no code uses is named, and the message says which are left out")
    func notInAlphabet() {
        #expect(throws: RoomCodeError.notInAlphabet("0")) { try RoomCode(parsing: "K0QX3PM") }
        #expect(throws: RoomCodeError.notInAlphabet("O")) { try RoomCode(parsing: "koqx3pm") }
        #expect(throws: RoomCodeError.notInAlphabet("I")) { try RoomCode(parsing: "KIQX3PM") }
        #expect(throws: RoomCodeError.notInAlphabet("@")) { try RoomCode(parsing: "K7QX@PM") }
        #expect(RoomCodeError.notInAlphabet("0").errorDescription
            == "the room code cannot contain \"0\"; a room code is 10 letters and digits, such as K7QX3PMABC, with no 0, O, 1 or I")
    }

    @Test("a control character in a bad code is named by its number, never drawn")
    func controlCharacterNamed() throws {
        let error = try #require(throws: RoomCodeError.self) { try RoomCode(parsing: "K7Q\u{1B}X3PM") }
        let message = try #require(error.errorDescription)
        #expect(message.contains("U+001B"))
        #expect(!message.contains("\u{1B}"))
    }

    @Test("codes encode as their text and refuse a bad one when decoded")
    func codable() throws {
        let code = try RoomCode(parsing: "K7QX3PM")
        #expect(PartyProtocol.encode([code]) == "[\"K7QX3PM\"]")
        #expect(try JSONDecoder().decode([RoomCode].self, from: Data("[\"k7qx-3pm\"]".utf8)) == [code])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([RoomCode].self, from: Data("[\"K0QX3PM\"]".utf8)) }
    }
}
