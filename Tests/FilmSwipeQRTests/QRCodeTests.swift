import FilmSwipeCells
import FilmSwipeQR
import Testing

/// The QR code of a party room's join link, as libqrencode makes it and as the host's screen draws it.
@Suite("A join link's QR code")
struct QRCodeTests {
    static let link = "http://192.168.1.20:7420/join/K7QX3PM"

    // A finder pattern: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre.
    static func hasFinder(_ code: QRCode, x: Int, y: Int) -> Bool {
        (0..<7).allSatisfy { row in
            (0..<7).allSatisfy { column in
                let ring = row == 0 || row == 6 || column == 0 || column == 6
                let centre = (2...4).contains(row) && (2...4).contains(column)
                return code.isDark(x: x + column, y: y + row) == (ring || centre)
            }
        }
    }

    @Test func aLinkIsTheSmallestVersionThatHoldsItWithItsThreeFinders() throws {
        let code = try #require(QRCode(text: Self.link))
        // 37 bytes at medium correction need version 3: 29 modules a side.
        #expect(code.size == 29)
        #expect(Self.hasFinder(code, x: 0, y: 0))
        #expect(Self.hasFinder(code, x: code.size - 7, y: 0))
        #expect(Self.hasFinder(code, x: 0, y: code.size - 7))
        #expect(!Self.hasFinder(code, x: code.size - 7, y: code.size - 7), "the fourth corner has none")
        // The timing pattern between the finders alternates, starting dark.
        #expect((8..<(code.size - 8)).allSatisfy { code.isDark(x: $0, y: 6) == ($0 % 2 == 0) })
    }

    @Test func theSameTextMakesTheSameCodeAndAnotherADifferentOne() throws {
        let code = try #require(QRCode(text: Self.link))
        #expect(QRCode(text: Self.link) == code)
        #expect(QRCode(text: "http://192.168.1.20:7420/join/LB73F24") != code)
    }

    @Test func nothingOrTooMuchMakesNoCode() {
        #expect(QRCode(text: "") == nil)
        #expect(QRCode(text: String(repeating: "x", count: 4_000)) == nil, "past version 40's 2,331 bytes at medium")
    }

    @Test func drawnTwoRowsToACellWithAQuietZoneBlackOnWhiteWhateverTheTerminal() throws {
        let view = QRCodeView(code: try #require(QRCode(text: Self.link)))
        #expect(view.cellSize.width == 33 && view.cellSize.height == 17)
        var buffer = Buffer(width: 40, height: 20)
        view.render(into: &buffer, x: 1, y: 1, colours: true)

        #expect(buffer.text(row: 1).dropFirst().prefix(33).allSatisfy { $0 == "▀" })
        #expect(buffer[1, 1].style == Style(foreground: .white, background: .white), "the quiet zone is white")
        // Row 2 of cells holds module rows 0 and 1 of the code (2 and 3 with the zone): the finder's top edge, dark,
        // over its second row, dark at its sides only.
        #expect(buffer[3, 2].style == Style(foreground: .black, background: .black))
        #expect(buffer[4, 2].style == Style(foreground: .black, background: .white))
        #expect(buffer.text(row: 18).trimmingCharacters(in: .whitespaces).isEmpty, "nothing drawn past its size")
    }

    @Test func withoutColoursLightModulesAreBlocksOnTheTerminalsDarkBackground() throws {
        let view = QRCodeView(code: try #require(QRCode(text: Self.link)))
        var buffer = Buffer(width: 33, height: 17)
        view.render(into: &buffer, x: 0, y: 0, colours: false)

        #expect(buffer.text(row: 0) == String(repeating: "█", count: 33), "the quiet zone's first two module rows")
        // Module rows 2 and 3: the zone, then the finder's dark top edge over its second row, light inside its sides.
        #expect(buffer.text(row: 1).hasPrefix("██ ▄▄▄▄▄ "))
    }
}
