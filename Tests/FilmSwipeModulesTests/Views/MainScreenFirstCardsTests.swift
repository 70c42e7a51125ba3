@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("The Main screen says when its first cards are drawn")
struct MainScreenFirstCardsTests {
    @Test("drawing the start, the spinner or an empty deck leaves the facts lookup waiting; drawing cards lets it go")
    func opensOnCards() {
        let firstCards = FirstCardsDrawn()
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, features: .all, clock: { 0 },
                             firstCards: firstCards)
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        sut.display(.loading)
        sut.render(into: &buffer, area: buffer.bounds)
        sut.display(.newData([]))
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(!firstCards.isOpen)

        sut.display(.newData(makeFilms(1...2).map(FilmCardViewData.init)))
        #expect(!firstCards.isOpen, "only once drawn")
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(firstCards.isOpen)
    }
}
