import CNcursesw
import FilmSwipeTerminal
import FilmSwipeCells
import Testing

@Suite struct InputDecoderTests {
    let decoder = InputDecoder(extendedKeys: [600: .shiftUp, 601: .shiftDown])

    private func typed(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    private func keys(_ inputs: [RawInput]) -> [InputEvent] {
        decoder.decode(inputs)
    }

    @Test func arrowsFromKeyCodes() {
        #expect(keys([.keyCode(KEY_UP), .keyCode(KEY_DOWN), .keyCode(KEY_LEFT), .keyCode(KEY_RIGHT)])
            == [.key(.up), .key(.down), .key(.left), .key(.right)])
    }

    @Test func shiftArrowsFromKeyCodes() {
        #expect(keys([.keyCode(KEY_SR), .keyCode(KEY_SF), .keyCode(KEY_SLEFT), .keyCode(KEY_SRIGHT)])
            == [.key(.shiftUp), .key(.shiftDown), .key(.shiftLeft), .key(.shiftRight)])
    }

    @Test func shiftArrowsFromExtendedKeyCodes() {
        #expect(keys([.keyCode(600), .keyCode(601)]) == [.key(.shiftUp), .key(.shiftDown)])
    }

    @Test func shiftArrowsFromRawEscapeSequences() {
        #expect(keys(typed("\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;2C\u{1B}[1;2D"))
            == [.key(.shiftUp), .key(.shiftDown), .key(.shiftRight), .key(.shiftLeft)])
    }

    @Test func arrowsFromRawEscapeSequences() {
        #expect(keys(typed("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD"))
            == [.key(.up), .key(.down), .key(.right), .key(.left)])
    }

    @Test func enterFromReturnNewlineAndKeyEnter() {
        #expect(keys([.character(13), .character(10), .keyCode(KEY_ENTER)])
            == [.key(.enter), .key(.enter), .key(.enter)])
    }

    @Test func loneEscapeIsTheEscapeKey() {
        #expect(keys([.character(27)]) == [.key(.escape)])
        #expect(keys([.character(27), .character(27)]) == [.key(.escape), .key(.escape)])
        #expect(keys(typed("\u{1B}q")) == [.key(.escape), .key(.char("q"))])
        #expect(keys([.character(27), .keyCode(KEY_UP)]) == [.key(.escape), .key(.up)])
    }

    @Test func tabAndBackTab() {
        #expect(keys([.character(9), .keyCode(KEY_BTAB)]) == [.key(.tab), .key(.backTab)])
        #expect(keys(typed("\u{1B}[Z")) == [.key(.backTab)])
    }

    @Test func backspaceFromAllItsCodes() {
        #expect(keys([.keyCode(KEY_BACKSPACE), .character(127), .character(8)])
            == [.key(.backspace), .key(.backspace), .key(.backspace)])
    }

    @Test func pagingHomeAndEnd() {
        #expect(keys([.keyCode(KEY_PPAGE), .keyCode(KEY_NPAGE), .keyCode(KEY_HOME), .keyCode(KEY_END)])
            == [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end)])
        #expect(keys(typed("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~"))
            == [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end), .key(.home), .key(.end)])
    }

    @Test func printableCharacters() {
        #expect(keys(typed("q é東😀"))
            == [.key(.char("q")), .key(.char(" ")), .key(.char("é")), .key(.char("東")), .key(.char("😀"))])
    }

    @Test func unknownCodesAreIgnored() {
        let f1 = KEY_F0 + 1
        #expect(keys([.keyCode(f1), .keyCode(KEY_IC), .keyCode(KEY_MOUSE), .keyCode(KEY_RESIZE), .keyCode(9999)]).isEmpty)
        #expect(keys([.character(1), .character(3), .character(0x9B), .character(0xD800)]).isEmpty)
        // Insert, Ctrl+Up and a focus report are sequences nobody asked for.
        #expect(keys(typed("\u{1B}[2~\u{1B}[1;5A\u{1B}[I")).isEmpty)
        #expect(keys(typed("\u{1B}[1;2")) == [])
        #expect(keys(typed("\u{1B}[1") + [.keyCode(KEY_DOWN)] + typed("x")) == [.key(.down), .key(.char("x"))])
    }

    @Test func mousePressDragRelease() {
        let press = MouseReport(x: 10, y: 4, buttons: MouseReport.button1Pressed)
        let drag = MouseReport(x: 12, y: 5, buttons: MouseReport.motion)
        let dragWithButton = MouseReport(x: 13, y: 5, buttons: MouseReport.motion | MouseReport.button1Pressed)
        let release = MouseReport(x: 13, y: 6, buttons: MouseReport.button1Released)
        #expect(keys([.mouse(press), .mouse(drag), .mouse(dragWithButton), .mouse(release)]) == [
            .mouse(.press(x: 10, y: 4)), .mouse(.drag(x: 12, y: 5)), .mouse(.drag(x: 13, y: 5)),
            .mouse(.release(x: 13, y: 6)),
        ])
    }

    @Test func mouseClickIsPressThenRelease() {
        let click = MouseReport(x: 1, y: 2, buttons: MouseReport.button1Clicked)
        #expect(keys([.mouse(click)]) == [.mouse(.press(x: 1, y: 2)), .mouse(.release(x: 1, y: 2))])
    }

    @Test func mouseWheel() {
        let up = MouseReport(x: 3, y: 3, buttons: MouseReport.button4Pressed)
        let down = MouseReport(x: 3, y: 3, buttons: MouseReport.button5Pressed)
        #expect(keys([.mouse(up), .mouse(down)]) == [.mouse(.scrollUp(x: 3, y: 3)), .mouse(.scrollDown(x: 3, y: 3))])
    }

    @Test func otherMouseButtonsAreIgnored() {
        let button3 = MouseReport(x: 0, y: 0, buttons: UInt32(1) << 11)  // BUTTON3_PRESSED
        #expect(keys([.mouse(button3), .mouse(MouseReport(x: 0, y: 0, buttons: 0))]).isEmpty)
    }

    @Test func resizeCarriesTheNewSize() {
        #expect(keys([.resize(width: 40, height: 12)]) == [.resize(width: 40, height: 12)])
    }

    @Test func mouseMasksMatchNcurses() {
        #expect(MouseReport.button1Pressed == 0o2)
        #expect(MouseReport.button1Released == 0o1)
        #expect(MouseReport.motion != 0)
        #expect(MouseReport.button4Pressed != MouseReport.button5Pressed)
    }
}
