@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main screen: a card's poster, beside the text on a wide card, above it on a narrow one")
struct MainScreenPosterTests {
    let output = MainViewOutputSpy()

    static let dune = Film(
        id: FilmID(source: .tmdb, value: 438_631), title: "Dune", year: 2021,
        overview: "Paul Atreides, a brilliant and gifted young man born into a great destiny beyond his understanding, must travel to the most dangerous planet in the universe.",
        genres: ["Science Fiction", "Adventure"], runtime: 155, rating: 7.8, ratingCount: 11_000, posterPath: "/d5NXSklXo0qyIYkgV94XAgMIckC.jpg"
    )
    static let heat = Film(id: FilmID(source: .tmdb, value: 949), title: "Heat", year: 1995, genres: ["Crime"], rating: 7.9, ratingCount: 6_000, posterPath: "/heat.jpg")
    static let noPoster = Film(id: FilmID(source: .tmdb, value: 5), title: "Four Rooms", year: 1995, genres: ["Comedy"], rating: 5.8, ratingCount: 2_000)

    func screen(posters: Bool = true) -> MainScreen {
        var features = MainFeatures.all
        features.posters = posters
        return MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: false, features: features, clock: { 0 })
    }

    func render(_ screen: MainScreen, width: Int, height: Int) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        screen.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    /// A poster as the renderer would give it: half blocks over a gradient of palette colours.
    static func poster(_ size: PosterSize) -> Buffer {
        var cells = Buffer(width: size.columns, height: size.rows)
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let symbol = y == size.rows - 1 ? "█" : (x + y) % 3 == 0 ? "▄" : "▀"
                cells.write(symbol, x: x, y: y, style: Style(foreground: .indexed(UInt8(16 + (x + y * 2) % 200)), background: .indexed(UInt8(52 + y))))
            }
        }
        return cells
    }

    /// `film`'s card with `poster`.
    static func card(_ film: Film, _ poster: CardPoster) -> FilmCardViewData {
        FilmCardViewData(film: film, poster: poster)
    }

    @Test("on a wide card the poster stands at the left, the text beside it; the size is told once")
    func side() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(Self.dune, Self.heat)))
        _ = render(sut, width: 100, height: 32)
        let size = PosterSize(rows: 18)
        #expect(output.calls == [.posterSize(size)])
        sut.display(.newData([Self.card(Self.dune, .drawn(.cells(Self.poster(size)))), Self.card(Self.heat, .coming)]))
        let buffer = render(sut, width: 100, height: 32)
        ViewFixture.check(buffer, named: "main-poster-100x32")
        #expect(output.calls == [.posterSize(size)], "an unchanged size is not told again")
        let corner = buffer[12, 6]
        #expect(corner.grapheme == "▄" && corner.style.background == .indexed(52), "the poster's top-left cell, inside the frame's margin")
    }

    @Test("beside a poster on a 90-column card the people take the lines they need: the director, then the whole cast line")
    func castBesidePoster() throws {
        var dune = Self.dune
        dune.people = FilmPeople(directors: ["Denis Villeneuve"], cast: ["Timothée Chalamet", "Rebecca Ferguson", "Oscar Isaac", "Josh Brolin"])
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(dune)))
        _ = render(sut, width: 90, height: 30)
        let sizes: [PosterSize] = output.calls.compactMap { if case let .posterSize(size?) = $0 { size } else { nil } }
        let size = try #require(sizes.first)
        sut.display(.newData([Self.card(dune, .drawn(.cells(Self.poster(size))))]))
        let text = (0..<30).map { render(sut, width: 90, height: 30).text(row: $0) }
        let card = text.joined(separator: "\n")
        for name in ["Dir. Denis Villeneuve", "Timothée Chalamet", "Rebecca Ferguson", "Oscar Isaac"] {
            #expect(card.contains(name), "\(name) is on the card:\n\(card)")
        }
        #expect(!card.contains("Josh Brolin"), "the card's line names three of the cast, as on a wide card")
        #expect(text.filter { $0.contains("Villeneuve") }.count == 1 && !card.contains("Villeneuve · Timothée Chalamet…"))
    }

    @Test("on a wide card without a poster the people stay on one line")
    func castOneLine() {
        var dune = Self.dune
        dune.people = FilmPeople(directors: ["Denis Villeneuve"], cast: ["Timothée Chalamet", "Rebecca Ferguson", "Oscar Isaac"])
        let sut = screen(posters: false)
        sut.display(.newData(ViewSamples.cards(dune)))
        let buffer = render(sut, width: 100, height: 32)
        let rows = (0..<32).map { buffer.text(row: $0) }.filter { $0.contains("Villeneuve") }
        #expect(rows.count == 1 && rows[0].contains("Dir. Denis Villeneuve · Timothée Chalamet, Rebecca Ferguson, Oscar Isaac"), "\(rows)")
    }

    @Test("before the poster comes its place is kept blank, so the text does not move when it does")
    func waiting() {
        let sut = screen()
        sut.display(.newData([Self.card(Self.dune, .coming)]))
        let before = render(sut, width: 100, height: 32)
        sut.display(.newData([Self.card(Self.dune, .drawn(.cells(Self.poster(PosterSize(rows: 18)))))]))
        let after = render(sut, width: 100, height: 32)
        for row in 0..<32 {
            #expect(String(before.text(row: row).dropFirst(40)) == String(after.text(row: row).dropFirst(40)))
        }
    }

    @Test("a film without a poster, or whose poster cannot be shown, gives the text the whole card")
    func without() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(Self.noPoster, Self.dune)))
        let plain = render(sut, width: 100, height: 32)
        #expect(plain.text(row: 6).hasPrefix(String(repeating: " ", count: 10) + "│ Four Rooms"))

        sut.display(.newData([Self.card(Self.dune, .none)]))
        #expect(render(sut, width: 100, height: 32).text(row: 6).hasPrefix(String(repeating: " ", count: 10) + "│ Dune"))
    }

    @Test("on a narrow tall card the poster goes above the text; on a small one there is none")
    func narrowAndSmall() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(Self.dune)))
        _ = render(sut, width: 44, height: 40)
        guard case let .posterSize(size?) = output.calls.last else {
            Issue.record("no size told: \(output.calls)")
            return
        }
        #expect(size.rows >= CardPosterLayout.minimumRows)
        sut.display(.newData([Self.card(Self.dune, .drawn(.cells(Self.poster(size))))]))
        ViewFixture.check(render(sut, width: 44, height: 40), named: "main-poster-44x40")

        _ = render(sut, width: 40, height: 12)
        #expect(output.calls.last == .posterSize(nil))
        #expect(!render(sut, width: 40, height: 12).text.contains("▀"))
    }

    @Test("a poster moves with the card it is on: the next card's, drawn ahead, shows the moment it is on top")
    func movesWithItsCard() {
        let sut = screen()
        let size = PosterSize(rows: 18)
        sut.display(.newData([Self.card(Self.dune, .drawn(.cells(Self.poster(size)))), Self.card(Self.heat, .drawn(.cells(Self.poster(size))))]))
        _ = render(sut, width: 100, height: 32)
        sut.display(.newData([Self.card(Self.heat, .drawn(.cells(Self.poster(size))))]))
        let next = render(sut, width: 100, height: 32)
        #expect(next.text(row: 6).contains("▀"), "the next card's poster, fetched ahead, shows the moment it is dealt")
        #expect(next.text(row: 6).contains("Heat"))
        sut.display(.newData([Self.card(Self.dune, .coming)]))
        #expect(!render(sut, width: 100, height: 32).text.contains("▀"), "a card whose poster is on its way draws none")
    }

    @Test("a game without posters neither tells a size nor keeps a place")
    func off() {
        let sut = screen(posters: false)
        sut.display(.newData(ViewSamples.cards(Self.dune)))
        let buffer = render(sut, width: 100, height: 32)
        #expect(output.calls.isEmpty)
        #expect(buffer.text(row: 6).hasPrefix(String(repeating: " ", count: 10) + "│ Dune"))
    }

    /// An image poster of `size`, as the terminal's encoder would give it (its bytes are the terminal backend's affair).
    static func image(_ size: PosterSize, id: UInt32 = 7) -> TerminalPoster {
        .image(TerminalImage(imageProtocol: .kitty, columns: size.columns, rows: size.rows, id: id, bytes: Array("image \(id)".utf8)))
    }

    func imageScreen(animated: Bool = false) -> MainScreen {
        var features = MainFeatures.all
        features.posters = true
        return MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: animated, features: features, clock: { 0 })
    }

    @Test("an image poster is placed over the poster's blank cells on a card at rest, where the cells poster would be")
    func imageAtRest() throws {
        let sut = imageScreen()
        let size = PosterSize(rows: 18)
        let poster = Self.image(size)
        sut.display(.newData([Self.card(Self.dune, .drawn(poster)), Self.card(Self.heat, .coming)]))
        let buffer = render(sut, width: 100, height: 32)
        guard case let .image(image) = poster else { return }
        #expect(buffer.images == [ImagePlacement(image: image, x: 12, y: 6)])
        #expect(buffer.text(row: 6).contains("Dune"), "the text beside it as beside a cells poster")
        #expect((12..<(12 + size.columns)).allSatisfy { buffer[$0, 10].grapheme == " " }, "the cells under the image are blank")
    }

    @Test("a card dragged, or flying out after a swipe, shows no image: its place stays blank until it rests again")
    func imageNotWhileMoving() {
        let sut = imageScreen(animated: true)
        let size = PosterSize(rows: 18)
        sut.display(.newData([Self.card(Self.dune, .drawn(Self.image(size, id: 1))), Self.card(Self.heat, .drawn(Self.image(size, id: 2)))]))
        #expect(render(sut, width: 100, height: 32).images.count == 1)
        sut.handle(.mouse(.press(x: 50, y: 10)))
        sut.handle(.mouse(.drag(x: 56, y: 10)))
        let dragged = render(sut, width: 100, height: 32)
        #expect(dragged.images.isEmpty, "a card following the mouse keeps its poster's place blank")
        #expect(dragged.text.contains("Dune"), "the card itself is still drawn")
        sut.handle(.mouse(.release(x: 56, y: 10)))
        #expect(render(sut, width: 100, height: 32).images.count == 1, "snapped back, it shows its image again")

        sut.handle(.key(.right))
        let flying = render(sut, width: 100, height: 32)
        #expect(flying.images.isEmpty, "the card flying out shows none, nor does the next before it is dealt")
        sut.display(.newData([Self.card(Self.heat, .drawn(Self.image(size, id: 2)))]))
        sut.tick(now: 10)
        let dealt = render(sut, width: 100, height: 32)
        #expect(dealt.images.map(\.image.id) == [2], "the next card's image once it is dealt and nothing flies over it")
    }

    @Test("a dialog over the cards is modal: no image shows beside it")
    func imageUnderDialog() {
        let sut = imageScreen()
        sut.display(.newData([Self.card(Self.dune, .drawn(Self.image(PosterSize(rows: 18))))]))
        sut.handle(.key(.char("?")))
        #expect(render(sut, width: 100, height: 32).images.isEmpty, "under the help")
        sut.handle(.key(.char("x")))
        #expect(render(sut, width: 100, height: 32).images.count == 1)
        var chrome = MainChrome()
        chrome.countdown = "3"
        sut.display(.chrome(chrome))
        #expect(render(sut, width: 100, height: 32).images.isEmpty, "under the countdown, though it covers only the middle")
    }

    @Test("the details show a larger poster than the card's, beside the text, and tell its size once")
    func detailsPoster() throws {
        let sut = imageScreen()
        sut.display(.newData([Self.card(Self.dune, .coming)]))
        _ = render(sut, width: 100, height: 32)
        var chrome = MainChrome()
        chrome.details = Self.card(Self.dune, .coming)
        sut.display(.chrome(chrome))
        _ = render(sut, width: 100, height: 32)
        let sizes: [PosterSize] = output.calls.compactMap { if case let .detailsPosterSize(size?) = $0 { size } else { nil } }
        let size = try #require(sizes.first)
        #expect(sizes.count == 1 && size.rows > 18, "larger than the card's 18 rows: \(size)")
        chrome.details = Self.card(Self.dune, .drawn(Self.image(size, id: 9)))
        sut.display(.chrome(chrome))
        let buffer = render(sut, width: 100, height: 32)
        #expect(buffer.images.map(\.image.id) == [9])
        #expect(buffer.text.contains("Dune") && buffer.text.contains("Paul Atreides"), "the title and the logline beside it")
        _ = render(sut, width: 100, height: 32)
        #expect(output.calls.filter { if case .detailsPosterSize = $0 { true } else { false } }.count == 1)
    }

    @Test("details too small for a poster beside their text are drawn as before, without one")
    func detailsWithoutRoom() {
        let sut = imageScreen()
        var chrome = MainChrome()
        chrome.details = Self.card(Self.dune, .coming)
        sut.display(.newData([Self.card(Self.dune, .coming)]))
        sut.display(.chrome(chrome))
        let buffer = render(sut, width: 40, height: 14)
        #expect(output.calls.contains(.detailsPosterSize(nil)))
        #expect(buffer.images.isEmpty && buffer.text.contains("Dune"))
    }
}
