import FilmSwipeParty
import Testing

@Suite("Member names")
struct MemberNameTests {
    @Test("a plain name is kept as it is")
    func plain() {
        #expect(MemberName("Ann").text == "Ann")
        #expect(MemberName("Zoë Ångström").text == "Zoë Ångström")
    }

    @Test("white space runs collapse to one space and the ends are trimmed")
    func whitespace() {
        #expect(MemberName("  Ann \t\n  Lee  ").text == "Ann Lee")
    }

    @Test("an empty or invisible name becomes Guest")
    func empty() {
        #expect(MemberName("").text == "Guest")
        #expect(MemberName("   \t").text == "Guest")
        #expect(MemberName("\u{1B}[2J\u{7}").text == "Guest")
        #expect(MemberName("\u{200B}\u{200D}").text == "Guest")
    }

    @Test("a name needs one visible character: blank letters, fillers, marks on nothing and private use make Guest")
    func invisible() {
        for blank in ["\u{3164}", "\u{2800}", "\u{FFA0}", "\u{115F}", "\u{1160}", "\u{00AD}", "\u{0308}", "\u{20DD}", "\u{E000}", "\u{FE0F}", "\u{2060}"] {
            #expect(MemberName(String(repeating: blank, count: 192)).text == "Guest", "U+\(String(blank.unicodeScalars.first!.value, radix: 16))")
        }
        #expect(MemberName("\u{3164}Ann\u{3164}").text == "Ann", "a visible letter among them keeps the name, without them")
        #expect(MemberName("é").text == "é")
        #expect(MemberName("😀").text == "😀")
    }

    @Test("a hostile name (screen clear, colours, title change, bidi override, 100 emoji) is shown clean and short")
    func hostile() {
        let raw = "\u{1B}[2J\u{1B}[31mEve\u{1B}]0;pwned\u{7}\u{202E}lived\u{0}\r\n" + String(repeating: "😈", count: 100)
        let name = MemberName(raw)
        #expect(name.text == "Evelived " + String(repeating: "😈", count: 7) + "…")
        #expect(!name.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x1B || $0.value == 0x202E })
        #expect(displayColumns(name.text) <= 24)
    }

    @Test("a long name is cut to 24 columns with an ellipsis")
    func long() {
        let name = MemberName(String(repeating: "abcdefghij", count: 10))
        #expect(name.text == "abcdefghijabcdefghijabc…")
        #expect(name.text.count == 24)
        #expect(MemberName(String(repeating: "x", count: 24)).text == String(repeating: "x", count: 24))
    }

    @Test("wide characters count two columns and are never cut in half")
    func wide() {
        let name = MemberName(String(repeating: "東", count: 30))
        #expect(name.text == String(repeating: "東", count: 11) + "…") // 22 columns + 1
        let family = "👨‍👩‍👧" // one grapheme of five scalars
        let families = MemberName(String(repeating: family, count: 20))
        #expect(families.text == String(repeating: family, count: 11) + "…")
        #expect(MemberName(String(repeating: "東", count: 12)).text == String(repeating: "東", count: 12)) // exactly 24
    }

    @Test("a name is cleaned again when decoded")
    func decoded() throws {
        let message = try ClientMessage.decode(#"{"type":"hello","version":1,"code":"K7QX3PM","name":"\u001b[2JMallory"}"#)
        guard case .hello(let hello) = message else { Issue.record("not a hello"); return }
        #expect(hello.name.text == "Mallory")
    }

    // Columns as the screen counts them: wide and emoji two, the rest one.
    private func displayColumns(_ text: String) -> Int {
        text.reduce(0) { $0 + ($1.unicodeScalars.first!.properties.isEmojiPresentation || $1 == "東" ? 2 : 1) }
    }
}
