@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter: a film found with the search")
struct MainSearchTests {
    @Test("/ opens the search")
    func opensSearch() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapSearch()
        #expect(h.router.searchCount == 1)
    }

    @Test("the film found goes on top of the deck, known to the interactor, and the next swipe reacts to it")
    func pickedOnTop() {
        let films = makeFilms(1...5)
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie", year: 2001)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.didPickFilm(found)

        #expect(h.view.states == [.newData(h.cards([found, films[0], films[1]]))])
        #expect(h.interactor.added == [found.id])

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.interactor.saved.map(\.id) == [found.id])
    }

    @Test("a film already in the deck moves to the top rather than showing twice")
    func alreadyDealt() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.didPickFilm(films[2])

        #expect(h.view.states == [.newData(h.cards([films[2], films[0], films[1]]))])
    }

    @Test("a film found while a reaction is committed goes on top once it is")
    func waitsForCommit() {
        let films = makeFilms(1...5)
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie")
        let h = MainPresenterHarness.swiped(.dislike, dealing: films, confirmingSaves: false)

        h.presenter.didPickFilm(found)
        #expect(h.interactor.added.isEmpty)

        h.presenter.displaySaved(id: films[0].id)
        #expect(h.interactor.added == [found.id])
        #expect(h.view.states.last == .newData(h.cards([found, films[1], films[2]])))
    }

    @Test("after the last film, a film found is dealt, and the end shows again once it is swiped")
    func afterTheEnd() {
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie")
        let h = MainPresenterHarness()
        h.presenter.displayDataEnd()
        h.view.clear()

        h.presenter.didPickFilm(found)
        h.presenter.swipeDidEnd(direction: .watchlist, rate: 1)

        #expect(h.view.states.first == .newData(h.cards([found])))
        #expect(h.view.states.last == .dataEnd(MainPresenter.Const.dataEndText))
    }
}
