@testable import FilmSwipeModules
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("Main presenter: undo and the Library")
struct MainPresenterUndoTests {
    @Test("undo asks the interactor to take back the last reaction")
    func undoAsks() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapUndo()
        #expect(h.interactor.undoCount == 1)
    }

    @Test("an undone film returns to the top of the deck, and redo moves to the reaction before it")
    func undoneFilmOnTop() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, .dislike, dealing: films)
        h.view.clear()

        let previous = ReactionRecord(film: films[0], reaction: .favourite, reactedAt: Date())
        h.presenter.displayUndone(film: films[1], previous: previous)

        #expect(h.view.states == [
            .setRedoHidden(isHidden: false),
            .newData(h.cards([films[1], films[2], films[3]])),
            .setSwipedCount(1),
        ])
        #expect(h.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(h.presenter.lastReactedFilm?.reaction == .favourite)
    }

    @Test("undoing the only reaction hides redo")
    func undoLast() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        h.view.clear()

        h.presenter.displayUndone(film: films[0], previous: nil)

        #expect(h.view.states.first == .setRedoHidden(isHidden: true))
        #expect(h.presenter.lastReactedFilm == nil)
    }

    @Test("an undone film from an earlier game is dealt on an empty deck, and swiping it saves it again")
    func undoOnEmptyDeck() {
        let h = MainPresenterHarness()
        h.presenter.displayDataEnd()
        h.view.clear()
        let old = makeFilms(40...40)[0]

        h.presenter.displayUndone(film: old, previous: nil)
        h.presenter.swipeDidEnd(direction: .watchlist, rate: 1)

        #expect(h.view.states.contains(.newData(h.cards([old]))))
        #expect(h.interactor.saved.map(\.id) == [old.id])
        #expect(h.view.states.last == .dataEnd(MainPresenter.Const.dataEndText))
    }

    @Test("nothing to undo says so")
    func nothingToUndo() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.displayNothingToUndo()
        #expect(h.router.results.map(\.message) == [MainPresenter.Const.nothingToUndoText])
    }

    @Test("b opens the Library")
    func library() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapLibrary()
        #expect(h.router.libraryCount == 1)
    }
}
