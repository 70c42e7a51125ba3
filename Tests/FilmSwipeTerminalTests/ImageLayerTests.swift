@testable import FilmSwipeTerminal
import FilmSwipeCells
import Testing

@MainActor
@Suite("The image layer: images written after ncurses' frame at their cells, and taken away when they go")
struct ImageLayerTests {
    final class Terminal {
        var written: [String] = []
        var redrawn: [Range<Int>] = []
    }

    let terminal = Terminal()

    func layer(_ imageProtocol: ImageProtocol, tmux: TmuxPane? = nil) -> ImageLayer {
        ImageLayer(imageProtocol: imageProtocol, tmux: tmux) { [terminal] in terminal.written.append(String(decoding: $0, as: UTF8.self)) }
    }

    func placement(_ imageProtocol: ImageProtocol, id: UInt32, x: Int = 12, y: Int = 6) -> ImagePlacement {
        ImagePlacement(image: TerminalImage(imageProtocol: imageProtocol, columns: 24, rows: 18, id: id, bytes: Array("<image \(id)>".utf8)), x: x, y: y)
    }

    func frame(_ layer: ImageLayer, _ wanted: [ImagePlacement], full: Bool = false, changedRows: Set<Int> = []) {
        layer.takeAway(keeping: wanted, full: full) { top, count in terminal.redrawn.append(top..<(top + count)) }
        layer.show(wanted, changedRows: changedRows)
    }

    @Test("an image is written once at its cell, the cursor saved and restored around it; an unchanged frame writes nothing")
    func shown() {
        let sut = layer(.kitty)
        frame(sut, [placement(.kitty, id: 5)])
        #expect(terminal.written == ["\u{1B}7\u{1B}[7;13H<image 5>\u{1B}8"])
        frame(sut, [placement(.kitty, id: 5)], changedRows: [7, 8])
        #expect(terminal.written.count == 1, "kitty's image lies over the text: rows written under it do not wipe it")
    }

    @Test("kitty: an image that goes is taken off the screen by its id before the next is drawn; a whole redraw places it again")
    func kittyGoes() {
        let sut = layer(.kitty)
        frame(sut, [placement(.kitty, id: 5)])
        frame(sut, [])
        #expect(terminal.written.last == "\u{1B}_Ga=d,d=i,i=5,q=2\u{1B}\\")
        frame(sut, [placement(.kitty, id: 6)])
        frame(sut, [placement(.kitty, id: 6)], full: true)
        #expect(terminal.written.suffix(2) == ["\u{1B}_Ga=d,d=i,i=6,q=2\u{1B}\\", "\u{1B}7\u{1B}[7;13H\u{1B}_Ga=p,i=6,c=24,r=18,q=2\u{1B}\\\u{1B}8"])
        sut.clear()
        #expect(terminal.written.suffix(2) == ["\u{1B}_Ga=d,d=I,i=5,q=2\u{1B}\\", "\u{1B}_Ga=d,d=I,i=6,q=2\u{1B}\\"], "the terminal forgets them all")
        #expect(sut.shown.isEmpty && sut.sent.isEmpty)
        #expect(terminal.redrawn.isEmpty)
    }

    @Test("kitty: an image shown again (a dialog closed) is placed by its id, not sent again; past four, the oldest not shown is freed")
    func kittyKeeps() {
        let sut = layer(.kitty)
        frame(sut, [placement(.kitty, id: 1)])
        frame(sut, [])
        frame(sut, [placement(.kitty, id: 1)])
        #expect(terminal.written.last == "\u{1B}7\u{1B}[7;13H\u{1B}_Ga=p,i=1,c=24,r=18,q=2\u{1B}\\\u{1B}8")
        #expect(terminal.written.filter { $0.contains("<image 1>") }.count == 1, "its bytes went once")
        for id: UInt32 in 2...4 { frame(sut, [placement(.kitty, id: 1), placement(.kitty, id: id, x: 50)]) }
        #expect(!terminal.written.contains { $0.contains("d=I") }, "four images are kept")
        frame(sut, [placement(.kitty, id: 1), placement(.kitty, id: 5, x: 50)])
        let freed = terminal.written.filter { $0.contains("d=I") }
        #expect(freed == ["\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\"], "the oldest not on screen goes, not the one shown all along")
        #expect(Set(sut.sent.map(\.id)) == [1, 3, 4, 5])
    }

    @Test("sixel and iTerm2: pixels in the cells are wiped by repainting their rows, and drawn again when text is written on them",
          arguments: [ImageProtocol.sixel, .iterm])
    func inCells(imageProtocol: ImageProtocol) {
        let sut = layer(imageProtocol)
        frame(sut, [placement(imageProtocol, id: 1)])
        frame(sut, [placement(imageProtocol, id: 1)], changedRows: [30])
        #expect(terminal.written.count == 1, "a row away from the image changed")
        frame(sut, [placement(imageProtocol, id: 1)], changedRows: [10])
        #expect(terminal.written.count == 2, "text was written on one of its rows")
        frame(sut, [placement(imageProtocol, id: 2)])
        #expect(terminal.redrawn.isEmpty, "the next image covers the last whole: no blank between them")
        frame(sut, [])
        #expect(terminal.redrawn == [6..<24] && terminal.written.count == 3)
    }

    @Test("an image of another protocol than the terminal answered for is never written")
    func otherProtocol() {
        let sut = layer(.sixel)
        frame(sut, [placement(.kitty, id: 1), placement(.iterm, id: 2)])
        #expect(terminal.written.isEmpty)
    }

    @Test("inside tmux the image and its cursor moves go through tmux's passthrough, every ESC doubled, at the pane's offset")
    func passthrough() {
        let sut = layer(.kitty, tmux: TmuxPane(passthrough: true, environment: [:], left: 40, top: 2))
        frame(sut, [placement(.kitty, id: 5)])
        #expect(terminal.written == ["\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}[9;53H<image 5>\u{1B}\u{1B}8\u{1B}\\"])
    }
}
