import FilmSwipeCells
import Testing

@Suite("Images placed in a buffer: over blank cells, whole or not at all, gone when something is drawn over them")
struct BufferImageTests {
    let image = TerminalImage(imageProtocol: .sixel, columns: 4, rows: 3, id: 1, bytes: [])

    @Test("an image is placed over blank cells it fills")
    func placed() {
        var buffer = Buffer(width: 10, height: 6)
        buffer.write("xxxxxxxxxx", x: 0, y: 2)
        buffer.place(image, x: 3, y: 1)
        #expect(buffer.images == [ImagePlacement(image: image, x: 3, y: 1)])
        #expect(buffer.text(row: 2) == "xxx    xxx")
        #expect(buffer.images.first?.frame == Rect(x: 3, y: 1, width: 4, height: 3))
    }

    @Test("an image that would be cut by the clip or the edge is not placed: an image cannot be cut")
    func notCut() {
        var buffer = Buffer(width: 10, height: 6)
        buffer.place(image, x: 7, y: 0)
        buffer.place(image, x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(buffer.images.isEmpty)
    }

    @Test("a cell written over an image takes the image away; one beside it does not")
    func covered() {
        var buffer = Buffer(width: 10, height: 6)
        buffer.place(image, x: 3, y: 1)
        buffer.write("a", x: 2, y: 1)
        buffer.write("b", x: 7, y: 3)
        #expect(buffer.images.count == 1)
        buffer.write("界", x: 2, y: 2)
        #expect(buffer.images.isEmpty, "the right half of a wide character lands on it")
    }

    @Test("a dialog over the screen takes every image away, however little of the screen it covers")
    func dialog() {
        var buffer = Buffer(width: 60, height: 20)
        buffer.place(image, x: 1, y: 1)
        DialogView(theme: Theme(glyphs: .unicode)).render(title: "Hi", lines: [("Hello", .plain)], footer: "Enter", into: &buffer, area: buffer.bounds, maxWidth: 20)
        #expect(buffer.images.isEmpty)
    }
}
