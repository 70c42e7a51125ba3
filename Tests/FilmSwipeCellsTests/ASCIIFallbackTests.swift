import FilmSwipeCells
import Testing

@Suite("ASCII stand-ins for what a LANG=C terminal cannot show")
struct ASCIIFallbackTests {
    @Test("an accented letter is its letter, punctuation a look-alike, one column for one", arguments: [
        ("é", "e"), ("É", "E"), ("ñ", "n"), ("ü", "u"), ("å", "a"), ("ç", "c"), ("ø", "o"), ("Ł", "L"), ("ß", "s"),
        ("’", "'"), ("“", "\""), ("–", "-"), ("…", "."), ("·", "-"), ("★", "*"), ("\u{00A0}", " "), ("e\u{301}", "e"), ("A", "A"),
    ])
    func standIn(grapheme: String, ascii: String) {
        #expect(ASCIIFallback.character(for: grapheme) == ascii)
    }

    @Test("a character with no ASCII letter, a control character or two letters in one has no stand-in", arguments: [
        "東", "🎬", "\u{1B}", "ﬀ", "\u{7F}",
    ])
    func none(grapheme: String) {
        #expect(ASCIIFallback.character(for: grapheme) == nil)
    }
}
