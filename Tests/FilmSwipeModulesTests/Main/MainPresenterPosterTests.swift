@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

@MainActor
final class MainPosterSpy: MainPosterInput {
    private(set) var loads: [(id: FilmID, size: PosterSize)] = []
    func loadPoster(of film: Film, size: PosterSize) { loads.append((film.id, size)) }
}

@MainActor
@Suite("Main presenter: posters come when ready, and never hold up a swipe")
struct MainPresenterPosterTests {
    static let films = (1...5).map { Film(id: FilmID(source: .tmdb, value: $0), title: "Film \($0)", posterPath: "/p\($0).jpg") }
    static let size = PosterSize(rows: 13)

    func harness() -> (MainPresenterHarness, MainPosterSpy) {
        let h = MainPresenterHarness()
        let posters = MainPosterSpy()
        h.presenter.posterInput = posters
        return (h, posters)
    }

    @Test("once the card's size is known, the top card's poster and the next one's are asked for, each once")
    func asksForTopAndNext() {
        let (h, posters) = harness()
        h.presenter.displayNewData(data: Self.films)
        #expect(posters.loads.isEmpty, "no size yet: nothing to draw a poster in")
        h.presenter.posterSizeDidChange(Self.size)
        #expect(posters.loads.map(\.id) == [Self.films[0].id, Self.films[1].id])
        h.presenter.posterSizeDidChange(Self.size)
        h.presenter.didDismissCard()
        #expect(posters.loads.count == 2)
    }

    @Test("a poster arriving after its card was dealt redraws the card; a swipe meanwhile went through at once")
    func arrivesLater() {
        let (h, posters) = harness()
        h.presenter.displayNewData(data: Self.films)
        h.presenter.posterSizeDidChange(Self.size)
        h.view.clear()

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.interactor.saved.map(\.id) == [Self.films[0].id], "the swipe did not wait for any poster")
        #expect(h.view.states.contains(.newData(h.cards(Array(Self.films[1...3])))))
        #expect(posters.loads.map(\.id) == [Self.films[0].id, Self.films[1].id, Self.films[2].id], "the new next card's poster is asked for")

        let poster = Buffer(width: Self.size.columns, height: Self.size.rows)
        h.view.clear()
        h.presenter.displayPoster(poster, of: Self.films[1].id, size: Self.size)
        #expect(h.view.states == [.setPoster(Self.films[1].id, poster)])
    }

    @Test("a poster for a card gone, or drawn for a size the card no longer has, is dropped")
    func stale() {
        let (h, posters) = harness()
        h.presenter.displayNewData(data: Self.films)
        h.presenter.posterSizeDidChange(Self.size)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.view.clear()
        let poster = Buffer(width: Self.size.columns, height: Self.size.rows)
        h.presenter.displayPoster(poster, of: Self.films[0].id, size: Self.size)
        let bigger = PosterSize(rows: 20)
        h.presenter.posterSizeDidChange(bigger)
        h.presenter.displayPoster(poster, of: Self.films[1].id, size: Self.size)
        #expect(h.view.states.isEmpty)
        #expect(posters.loads.suffix(2).map(\.size) == [bigger, bigger], "a new size asks again for the cards on show")
    }

    @Test("no room for a poster, or films without one, ask for nothing; nor does a game without posters")
    func nothingToAsk() {
        let (h, posters) = harness()
        h.presenter.displayNewData(data: [Film(id: FilmID(source: .tmdb, value: 9), title: "No poster")] + Self.films)
        h.presenter.posterSizeDidChange(Self.size)
        #expect(posters.loads.map(\.id) == [Self.films[0].id])
        h.presenter.posterSizeDidChange(nil)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(posters.loads.count == 1)

        let plain = MainPresenterHarness(dealing: Self.films)
        plain.presenter.posterSizeDidChange(Self.size)
        plain.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(plain.interactor.saved.count == 1)
    }
}
