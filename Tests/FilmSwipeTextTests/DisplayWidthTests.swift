import FilmSwipeText
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII and accented letters take one column")
    func narrow() {
        #expect(DisplayWidth.of("Heat") == 4)
        #expect(DisplayWidth.of("Amélie") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent adds nothing")
    }

    @Test("CJK, Hangul, fullwidth forms and emoji take two columns")
    func wide() {
        #expect(DisplayWidth.of("東京物語") == 8)
        #expect(DisplayWidth.of("기생충") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("🎬") == 2)
        #expect(DisplayWidth.of("🍿") == 2)
    }

    @Test("emoji sequences count as one wide glyph")
    func sequences() {
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
    }

    @Test("control characters take no columns")
    func controls() {
        #expect(DisplayWidth.of("\u{7}") == 0)
    }
}
