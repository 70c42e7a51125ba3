import FilmSwipeDomain
import Testing

@Suite("Safe text")
struct SafeTextTests {
    @Test("plain text, accents, CJK and emoji pass unchanged")
    func plain() {
        for text in ["Heat", "Amélie", "東京物語", "🎬 Popcorn", "8½"] {
            #expect(SafeText.clean(text) == text)
        }
    }

    @Test("CSI sequences (colours, cursor moves, screen clears) are removed whole")
    func csi() {
        #expect(SafeText.clean("\u{1B}[31mRed\u{1B}[0m Film\u{1B}[2J\u{1B}[10;20H") == "Red Film")
        #expect(SafeText.clean("a\u{9B}1;2Hb") == "ab")
    }

    @Test("OSC sequences (window titles, hyperlinks) are removed up to BEL or ST")
    func osc() {
        #expect(SafeText.clean("x\u{1B}]0;pwned\u{07}y") == "xy")
        #expect(SafeText.clean("x\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")
    }

    @Test("control characters go; line breaks and tabs become one space")
    func controls() {
        #expect(SafeText.clean("a\u{0}b\u{7}c\u{7F}d\u{85}e") == "abcd e")
        #expect(SafeText.clean("one\r\n\ttwo\nthree") == "one two three")
    }

    @Test("bidirectional overrides are removed")
    func bidi() {
        #expect(SafeText.clean("abc\u{202E}def\u{2066}") == "abcdef")
    }

    @Test("a lone escape at the end is dropped")
    func trailingEscape() {
        #expect(SafeText.clean("end\u{1B}") == "end")
        #expect(SafeText.clean("end\u{1B}[") == "end")
    }
}
