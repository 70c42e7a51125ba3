@testable import FilmSwipeTerminal
import FilmSwipeCells
import Testing

@Suite("The terminal's replies about images: read whole, never taken for keys")
struct TerminalRepliesTests {
    private func typed(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test("kitty's OK, the cell size and the device attributes (4: sixel) are read from the bytes the terminal sends")
    func scanned() {
        var scanner = TerminalReplyScanner()
        let replies = scanner.scan(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4;22c".utf8))
        #expect(replies == [.kittyGraphics(ok: true), .cellPixels(CellPixels(width: 10, height: 20)), .deviceAttributes([62, 4, 22])])
        var answer = GraphicsAnswer()
        for reply in replies { answer.take(reply) }
        #expect(answer.isComplete && answer.imageProtocol == .kitty && answer.cell == CellPixels(width: 10, height: 20))
    }

    @Test("a reply cut between two reads is read once it is whole; a key typed meanwhile is passed over")
    func cut() {
        var scanner = TerminalReplyScanner()
        #expect(scanner.scan(Array("x\u{1B}_Gi=31;ENOENT:no".utf8)).isEmpty)
        #expect(scanner.scan(Array("\u{1B}\\\u{1B}[?6".utf8)) == [.kittyGraphics(ok: false)])
        #expect(scanner.scan(Array("2;22c".utf8)) == [.deviceAttributes([62, 22])])
    }

    @Test("without kitty's OK and without 4 among the attributes a terminal has no image protocol")
    func noImages() {
        var answer = GraphicsAnswer()
        answer.take(.kittyGraphics(ok: false))
        answer.take(.deviceAttributes([62, 22]))
        #expect(answer.isComplete && answer.imageProtocol == nil)
        answer.take(.deviceAttributes([64, 4]))
        #expect(answer.imageProtocol == .sixel)
    }

    @Test("a late reply among the keys is told apart: kitty's string types no letters, the attributes press no c")
    func amongKeys() {
        let decoder = InputDecoder()
        let decoded = decoder.decodeInput(typed("l\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c\u{1B}[6;18;9th"))
        #expect(decoded.events == [.key(.char("l")), .key(.char("h"))])
        #expect(decoded.replies == [.kittyGraphics(ok: true), .deviceAttributes([62, 4]), .cellPixels(CellPixels(width: 9, height: 18))])
        #expect(decoder.decode(typed("\u{1B}")) == [.key(.escape)], "Esc alone is still the Escape key")
    }

    @Test("a reply string cut short at the end of what was read types nothing")
    func cutAmongKeys() {
        #expect(InputDecoder().decode(typed("\u{1B}_Gi=31;O")).isEmpty)
    }
}
