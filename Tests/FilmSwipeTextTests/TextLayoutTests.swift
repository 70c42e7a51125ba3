import FilmSwipeText
import Testing

@Suite("Text layout")
struct TextLayoutTests {
    @Test("wrapping breaks at spaces within the width")
    func wraps() {
        #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test("a word longer than the line is broken")
    func longWord() {
        #expect(TextLayout.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test("wrapping measures display width, so CJK fills half as many characters")
    func wideWrap() {
        let lines = TextLayout.wrap("東京物語東京物語", width: 6)
        #expect(lines == ["東京物", "語東京", "物語"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    }

    @Test("text beyond the last allowed line ends the last line with an ellipsis")
    func maxLines() {
        #expect(TextLayout.wrap("one two three four five six", width: 9, maxLines: 2) == ["one two", "three…"])
        #expect(TextLayout.wrap("aaaa bbbb cccc", width: 9, maxLines: 1) == ["aaaa…"])
    }

    @Test("truncation cuts by width and adds the ellipsis only when it cut")
    func truncate() {
        #expect(TextLayout.truncate("Heat", width: 4) == "Heat")
        #expect(TextLayout.truncate("Heatwave", width: 5) == "Heat…")
        #expect(TextLayout.truncate("東京物語", width: 5) == "東京…")
        #expect(TextLayout.truncate("abc", width: 0) == "")
        #expect(TextLayout.truncate("Heatwave", width: 6, ellipsis: "...") == "Hea...")
    }
}
