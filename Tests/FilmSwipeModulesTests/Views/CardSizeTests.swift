@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("The card: its size and its spread")
struct CardSizeTests {
    func render(_ films: Film..., width: Int, height: Int) -> Buffer {
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
        sut.display(.newData(films.map { FilmCardViewData(film: $0) }))
        var buffer = Buffer(width: width, height: height)
        sut.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    /// The top card's frame in a terminal of `width` × `height` (the rows between header and legend).
    func frame(width: Int, height: Int) -> Rect {
        CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: width, height: height - 2))
    }

    @Test("the spread keeps ten places: a film rated only 3 to 5 stars shows its empty low half as dots, the tallest bar full")
    func spreadWithGaps() {
        #expect(RatingSpreadText.line([0, 0, 0, 0, 0, 1, 2, 2, 2, 2], glyphs: .unicode) == "Ratings ½★ ·····▄████ 5★")
        #expect(RatingSpreadText.line([1, 0, 0, 0, 0, 0, 0, 0, 0, 8], glyphs: .unicode) == "Ratings ½★ ▁········█ 5★")
        #expect(RatingSpreadText.line([0, 0, 0, 0, 0, 1, 2, 2, 2, 2], glyphs: .ascii) == "Ratings 0.5* _____=@@@@ 5*")
        let buffer = render(ViewSamples.onlyHighRatings, width: 60, height: 20)
        ViewFixture.check(buffer, named: "main-spread-gaps-60x20")
        #expect(buffer.text.contains("Ratings ½★ ·····▄████ 5★"))
    }

    @Test("under five ratings the ratings themselves are listed, not charted")
    func fewRatings() {
        #expect(RatingSpreadText.line([0, 0, 0, 0, 0, 0, 0, 1, 0, 1], glyphs: .unicode) == "2 ratings: 4★, 5★")
        #expect(RatingSpreadText.line([0, 0, 0, 0, 0, 0, 1, 0, 0, 0], glyphs: .unicode) == "1 rating: 3½★")
        #expect(RatingSpreadText.line([1, 0, 0, 0, 0, 0, 1, 0, 0, 0], glyphs: .ascii) == "2 ratings: 0.5*, 3.5*")
        #expect(RatingSpreadText.line([0, 0, 1, 1, 0, 1, 0, 1, 0, 1], glyphs: .unicode)?.hasPrefix("Ratings ½★") == true, "five are charted")
        #expect(RatingSpreadText.line([], glyphs: .unicode) == nil)
        #expect(RatingSpreadText.line(Array(repeating: Int.max, count: 10), glyphs: .unicode) == "Ratings ½★ ██████████ 5★", "huge counts do not overflow")
        #expect(RatingSpreadText.line(Array(repeating: 0, count: 10), glyphs: .unicode) == nil)
        let buffer = render(ViewSamples.twoRatings, width: 60, height: 20)
        ViewFixture.check(buffer, named: "main-few-ratings-60x20")
        #expect(buffer.text.contains("2 ratings: 4★, 5★"))
    }

    @Test("the details draw the spread the same way, gaps and all")
    func detailsSpread() {
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
        sut.display(.chrome(.details(FilmCardViewData(film: ViewSamples.onlyHighRatings))))
        var buffer = Buffer(width: 80, height: 24)
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text.contains("Ratings ½★ ·····▄████ 5★"))
        sut.display(.chrome(.details(FilmCardViewData(film: ViewSamples.twoRatings))))
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text.contains("2 ratings: 4★, 5★"))
    }

    @Test("up to 80×24 the card keeps its size; it grows with the terminal to 90×24 and stays centred")
    func sizes() {
        #expect((frame(width: 60, height: 20).width, frame(width: 60, height: 20).height) == (58, 15))
        #expect((frame(width: 80, height: 24).width, frame(width: 80, height: 24).height) == (64, 15))
        #expect((frame(width: 100, height: 32).width, frame(width: 100, height: 32).height) == (80, 20))
        let large = frame(width: 200, height: 50)
        #expect((large.width, large.height) == (CardMetrics.maxSize.width, CardMetrics.maxSize.height))
        #expect(large.x == (200 - large.width) / 2)
        #expect(frame(width: 300, height: 90).width == CardMetrics.maxSize.width, "no wider than reads comfortably")
    }

    @Test("at 60×20 a well-known film's card is as it was: title, facts, rating and as much of the rest as fits")
    func small() {
        ViewFixture.check(render(ViewSamples.forrestGump, ViewSamples.heat, width: 60, height: 20), named: "main-gump-60x20")
    }

    @Test("at 60×20 a card with a reason keeps its ratings spread: the blank row above the reason gives way to it")
    func smallWithReason() {
        var gump = ViewSamples.forrestGump
        gump.reason = "Because you liked Heat"
        let text = (0..<20).map { render(gump, ViewSamples.heat, width: 60, height: 20).text(row: $0) }
        let spread = text.firstIndex { $0.contains("Ratings ½★") }, reason = text.firstIndex { $0.contains("Because you liked Heat") }
        #expect(spread != nil && reason != nil, "\(text.joined(separator: "\n"))")
        if let spread, let reason { #expect(reason == spread + 1, "the spread sits right above the reason") }
    }

    @Test("at 100×32 a well-known film shows its logline, what fans also liked and its spread")
    func medium() {
        let buffer = render(ViewSamples.forrestGump, ViewSamples.heat, width: 100, height: 32)
        ViewFixture.check(buffer, named: "main-gump-100x32")
        let text = buffer.text
        #expect(text.contains("A kind-hearted Alabama man"))
        #expect(text.contains("Fans also liked: The Shawshank Redemption, Pulp Fiction, Jurassic Park"))
        #expect(text.contains("Ratings ½★ ·▁▁▁▁▄▂█▃█ 5★"))
    }

    @Test("at 200×50 the card is larger than at 100×32 and shows every section, the IMDb line dated")
    func large() {
        let buffer = render(ViewSamples.forrestGump, ViewSamples.heat, width: 200, height: 50)
        ViewFixture.check(buffer, named: "main-gump-200x50")
        let text = buffer.text
        for section in ["2h 22m · PG-13", "★ 8.1/10 · 341 ratings", "childhood sweetheart.", "Fans also liked:", "Ratings ½★",
                        "IMDb 8.2 · 89,722 votes in 2005 · Budget $55 million"] {
            #expect(text.contains(section), "\(section) is missing")
        }
        let medium = frame(width: 100, height: 32), largeFrame = frame(width: 200, height: 50)
        #expect(largeFrame.width > medium.width && largeFrame.height > medium.height)
    }

    @Test("the screen for changing a reaction is as large as the card and shows the same sections")
    func detailScreen() {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(DetailViewState(film: FilmCardViewData(film: ViewSamples.forrestGump), choices: DetailPresenter.choices, current: .favourite,
                                    selected: .favourite, isSaving: false))
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "detail-100x32")
        let text = buffer.text
        for section in ["PG-13", "★ 8.1/10", "A kind-hearted Alabama man", "Fans also liked:", "Ratings ½★", "votes in 2005"] {
            #expect(text.contains(section), "\(section) is missing")
        }
    }
}
