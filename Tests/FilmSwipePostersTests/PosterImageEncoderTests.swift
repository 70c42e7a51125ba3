import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipePosters
import Foundation
import TMDBStubSupport
import Testing

@Suite("Posters as images: libchafa's kitty, iTerm2 and sixel output, sized to the poster's cells")
struct PosterImageEncoderTests {
    static let image: PosterImage = {
        let size = (width: 154, height: 231)
        return PosterImage(width: size.width, height: size.height, rgb: StubJPEG.pixels(width: size.width, height: size.height, seed: 3))
    }()

    static func text(_ image: TerminalImage) -> String {
        String(decoding: image.bytes, as: UTF8.self)
    }

    @Test("kitty: a transmit-and-show command with the image's id and quiet replies, for the cells asked, in chunks")
    func kitty() throws {
        let encoder = PosterImageEncoder(imageProtocol: .kitty, cell: CellPixels(width: 10, height: 20))
        let image = try #require(encoder.encode(Self.image, columns: 24, rows: 18))
        let text = Self.text(image)
        #expect(text.hasPrefix("\u{1B}_Ga=T,i=\(image.id),q=2,f=32,"), "\(text.prefix(60))")
        #expect(text.contains(",c=24,r=18,"))
        #expect(text.hasSuffix("\u{1B}_Gm=0\u{1B}\\"))
        #expect((image.columns, image.rows, image.imageProtocol) == (24, 18, .kitty))
        let other = try #require(encoder.encode(Self.image, columns: 24, rows: 18))
        #expect(other.id != image.id && other != image, "each image its own id: deleting one leaves the other")
    }

    @Test("iTerm2: an inline file of the cells' width and height, its shape not kept (it is the poster's already)")
    func iterm() throws {
        let encoder = PosterImageEncoder(imageProtocol: .iterm, cell: .usual)
        let image = try #require(encoder.encode(Self.image, columns: 17, rows: 13))
        let text = Self.text(image)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;width=17;height=13;preserveAspectRatio=0:"))
        #expect(text.hasSuffix("\u{07}"))
    }

    @Test("sixel: a DCS string of the cells' pixels (raster attributes 10 × 20 a cell), ended by ST")
    func sixel() throws {
        let encoder = PosterImageEncoder(imageProtocol: .sixel, cell: CellPixels(width: 10, height: 20))
        let image = try #require(encoder.encode(Self.image, columns: 24, rows: 18))
        let text = Self.text(image)
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;240;360"), "\(text.prefix(40))")
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test("kitty and iTerm2 scale an image to its cells: no more pixels are sent than the picture has; sixel draws pixel for pixel")
    func pixels() {
        let cell = CellPixels(width: 20, height: 40)
        #expect(PosterImageEncoder(imageProtocol: .kitty, cell: cell).pixels(columns: 24, rows: 18, source: (342, 513)) == (342, 513))
        #expect(PosterImageEncoder(imageProtocol: .sixel, cell: cell).pixels(columns: 24, rows: 18, source: (342, 513)) == (480, 720))
        #expect(PosterImageEncoder(imageProtocol: .iterm, cell: .usual).pixels(columns: 24, rows: 18, source: (342, 513)) == (240, 360))
    }

    @Test("posters made as images once the terminal has said so: a poster asked for first waits for the answer")
    func drawnAsAnswered() async throws {
        let answer = AsyncStream<PosterDrawing>.makeStream()
        let jpeg = StubJPEG.poster(width: 154, height: 231, seed: 4)
        let posters = RenderedPosters(drawing: {
            for await drawing in answer.stream { return drawing }
            return .symbols
        }) { _, _ in jpeg }
        let film = Film(id: FilmID(source: .tmdb, value: 1), title: "Film", posterPath: "/p1.jpg")
        async let poster = posters.poster(of: film, size: PosterSize(rows: 13))
        answer.continuation.yield(.image(.sixel, cell: .usual))
        answer.continuation.finish()
        guard case let .image(image)? = await poster else {
            Issue.record("not an image")
            return
        }
        #expect(image.imageProtocol == .sixel && image.columns == 17 && image.rows == 13)
    }
}
