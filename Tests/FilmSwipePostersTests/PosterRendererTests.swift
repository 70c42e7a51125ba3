import FilmSwipeCells
import FilmSwipePosters
import TMDBStubSupport
import Testing

@Suite("Poster renderer: libchafa draws a picture in block symbols and the terminal's colours")
struct PosterRendererTests {
    let image = PosterImage(width: 154, height: 231, rgb: StubJPEG.pixels(width: 154, height: 231, seed: 5))

    @Test("a picture fills the cells asked for, one column each, in 240 palette colours")
    func palette() {
        let cells = PosterRenderer(colours: .palette240).render(image, columns: 17, rows: 13)
        #expect((cells.width, cells.height) == (17, 13))
        let all = (0..<13).flatMap { y in (0..<17).map { x in cells[x, y] } }
        #expect(all.allSatisfy { $0.width == 1 })
        let symbols = Set(all.map(\.grapheme))
        #expect(symbols.allSatisfy { $0 == " " || $0.unicodeScalars.allSatisfy { (0x2580...0x259F).contains($0.value) } }, "\(symbols)")
        // The colours that show: a blank shows only its background, a full block only its foreground.
        let colours = all.flatMap { cell -> [Color] in
            switch cell.grapheme {
            case " ": [cell.style.background]
            case "█": [cell.style.foreground]
            default: [cell.style.foreground, cell.style.background]
            }
        }
        #expect(colours.allSatisfy { if case let .indexed(index) = $0 { index >= 16 } else { false } }, "the 16 themed colours are left out: \(Set(colours))")
        #expect(Set(colours).count > 4, "the sun, the sky and the band differ")
    }

    @Test("the picture reads: the bottom rows dark, the sun's cells yellow")
    func picture() {
        let cells = PosterRenderer(colours: .truecolour).render(image, columns: 17, rows: 13)
        guard case let .rgb(red, green, blue) = cells[2, 12].style.background else {
            Issue.record("not a 24-bit colour: \(cells[2, 12].style)")
            return
        }
        #expect(Int(red) + Int(green) + Int(blue) < 200)
        let sun = cells[11, 4].style
        let yellow = [sun.foreground, sun.background].contains { colour in
            if case let .rgb(r, g, b) = colour { return r > 200 && g > 160 && b < 130 }
            return false
        }
        #expect(yellow, "\(sun)")
    }

    @Test("the sky keeps its colour whatever the width (rows of 3-byte pixels not a multiple of 4 long once came out gray)", arguments: [152, 154, 155, 342])
    func sky(width: Int) {
        let image = PosterImage(width: width, height: width * 3 / 2, rgb: StubJPEG.pixels(width: width, height: width * 3 / 2, seed: 100))
        let top = image.colour(x: 0, y: 0)
        let cells = PosterRenderer(colours: .truecolour).render(image, columns: 17, rows: 13)
        for colour in [cells[0, 0].style.foreground, cells[0, 0].style.background] {
            guard case let .rgb(red, green, blue) = colour else { continue }
            #expect(abs(Int(red) - Int(top.red)) < 24 && abs(Int(green) - Int(top.green)) < 24 && abs(Int(blue) - Int(top.blue)) < 24,
                    "top-left cell \(colour), the picture's \(top)")
        }
    }

    @Test("no cells asked for, no cells drawn")
    func empty() {
        let cells = PosterRenderer(colours: .palette240).render(image, columns: 0, rows: 5)
        #expect(cells.width == 0 && cells.height == 0)
    }
}
