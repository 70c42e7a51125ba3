@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter: a film found with the search")
struct MainSearchTests {
    @Test("/ opens the search")
    func opensSearch() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.didTapSearch() })
        #expect(store.router.searchCount == 1)
    }

    @Test("the film found goes on top of the deck, known to the interactor, and the next swipe reacts to it")
    func pickedOnTop() {
        let films = makeFilms(1...5)
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie", year: 2001)
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.didPickFilm(found) }) { $0.cards = .deck(store.cards([found, films[0], films[1]])) }
        #expect(store.interactor.added == [found.id])

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(store.interactor.saved.map(\.id) == [found.id])
    }

    @Test("a film already in the deck moves to the top rather than showing twice")
    func alreadyDealt() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.didPickFilm(films[2]) }) { $0.cards = .deck(store.cards([films[2], films[0], films[1]])) }
    }

    @Test("a film found while a reaction is committed goes on top once it is")
    func waitsForCommit() {
        let films = makeFilms(1...5)
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie")
        let store = MainPresenterStore.swiped(.dislike, dealing: films, confirmingSaves: false)

        store.send({ $0.didPickFilm(found) })
        #expect(store.interactor.added.isEmpty)

        store.send({ $0.displaySaved(id: films[0].id) }) {
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards([found, films[1], films[2]]))
        }
        #expect(store.interactor.added == [found.id])
    }

    @Test("after the last film, a film found is dealt, and the end shows again once it is swiped")
    func afterTheEnd() {
        let found = Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie")
        let store = MainPresenterStore()
        store.presenter.displayDataEnd()

        store.send({ $0.didPickFilm(found) }) { $0.cards = .deck(store.cards([found])) }
        store.send({ $0.swipeDidEnd(direction: .watchlist, rate: 1) }) {
            $0.finished = .watchlist
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .dataEnd(PlayerText.dataEndText)
        }
    }
}
