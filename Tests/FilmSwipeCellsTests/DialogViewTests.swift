import FilmSwipeCells
import Testing

@MainActor
@Suite("Dialog view")
struct DialogViewTests {
    @Test("text too long for the dialog is cut on its last line with words, ending in one ellipsis")
    func cutOnWords() {
        var buffer = Buffer(width: 40, height: 9)
        let lines: [(String, Style)] = [("First fact", .plain), ("Second fact", .plain), ("", .plain), ("A logline that will not fit", .plain), ("", .plain), ("More", .plain)]
        DialogView(theme: Theme(glyphs: .unicode)).render(title: "Film", lines: lines, footer: "Esc back", into: &buffer, area: buffer.bounds)

        let text = (0..<9).map { buffer.text(row: $0) }.joined(separator: "\n")
        #expect(!text.contains("……"))
        #expect(text.contains("Second fact…"))
    }
}
