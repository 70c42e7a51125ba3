import FilmSwipeCells
import Testing

@Suite("Buffer")
struct BufferTests {
    @Test("a wide grapheme takes its cell and a continuation cell")
    func wideCells() {
        var buffer = Buffer(width: 6, height: 1)
        let end = buffer.write("東a", x: 1, y: 0)
        #expect(end == 4)
        #expect(buffer[1, 0] == Cell(grapheme: "東", width: 2, style: .plain))
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].grapheme == "a")
        #expect(buffer.text == " 東a")
    }

    @Test("writing over the right half of a wide grapheme blanks its left half")
    func overwriteRightHalf() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.write("東京", x: 0, y: 0)
        buffer.write("|", x: 1, y: 0)
        #expect(buffer.text(row: 0) == " |京  ")
        #expect(buffer.cells.filter(\.isContinuation).count == 1)
    }

    @Test("writing over the left half of a wide grapheme blanks its right half")
    func overwriteLeftHalf() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.write("東京", x: 0, y: 0)
        buffer.write("|", x: 2, y: 0)
        #expect(buffer.text(row: 0) == "東|   ")
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test("a wide grapheme written one column into another orphans nothing")
    func wideOverWide() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.write("東京", x: 0, y: 0)
        buffer.write("語", x: 1, y: 0)
        #expect(buffer.text(row: 0) == " 語   ")
        for x in 0..<6 where buffer[x, 0].isContinuation {
            #expect(buffer[x - 1, 0].width == 2, "every continuation follows a wide grapheme")
        }
    }

    @Test("text is clipped; a wide grapheme that does not fit whole is not drawn")
    func clipping() {
        var buffer = Buffer(width: 5, height: 2)
        buffer.write("ab東", x: 2, y: 0)
        buffer.write("hello", x: -2, y: 1)
        buffer.write("x", x: 0, y: 5)
        #expect(buffer.text(row: 0) == "  ab ")
        #expect(buffer.text(row: 1) == "llo  ")
    }

    @Test("a clip rectangle limits writes and fills")
    func clipRect() {
        var buffer = Buffer(width: 8, height: 3)
        let clip = Rect(x: 2, y: 1, width: 3, height: 1)
        buffer.write("abcdef", x: 0, y: 1, clip: clip)
        buffer.write("zzz", x: 0, y: 0, clip: clip)
        #expect(buffer.text == "\n  cde\n")
    }

    @Test("a box hides what was drawn inside it")
    func boxes() {
        var buffer = Buffer(width: 6, height: 4)
        buffer.write("xxxxxx", x: 0, y: 1)
        buffer.drawBox(Rect(x: 0, y: 0, width: 6, height: 3), style: .plain, glyphs: .unicode)
        #expect(buffer.text == "╭────╮\n│    │\n╰────╯\n")
    }
}
