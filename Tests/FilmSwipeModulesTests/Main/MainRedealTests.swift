@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing
import Foundation

@MainActor
@Suite("Main: the deck answers the last reaction")
struct MainRedealTests {
    @Test("a committed swipe asks for the waiting cards to be dealt again, next first")
    func swipeRedeals() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        #expect(store.interactor.redeals == [films[1...5].map(\.id)])
    }

    @Test("the films dealt again take the places of the waiting cards, and the next card is the new one")
    func redealtReplaces() {
        let films = makeFilms(1...6), fresh = makeFilms(21...22)
        let store = MainPresenterStore.swiped(.favourite, dealing: films, answeringRedeals: false)
        store.send({ $0.displayRedealt([fresh[0], films[2], fresh[1]], replacing: films[1...3].map(\.id)) }) {
            $0.cards = .deck(store.cards([fresh[0], films[2], fresh[1]]))
        }
    }

    @Test("after a saved swipe the next card is not shown until the deck is dealt again: the player never sees the card it replaces")
    func nextCardWaitsForTheDeal() {
        let films = makeFilms(1...4)
        let store = MainPresenterStore(dealing: films, answeringRedeals: false)
        // The swiped card is still what the view shows: the film meant to follow it is never drawn.
        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) }) {
            $0.finished = .favourite
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
        }
        let fresh = makeFilms(21...21)[0]
        store.send({ $0.displayRedealt([fresh, films[2], films[3]], replacing: films[1...3].map(\.id)) }) {
            $0.cards = .deck(store.cards([fresh, films[2], films[3]]))
        }
    }

    @Test("a swipe made while the deck is dealt again lands on the new next card, not on the one it replaced")
    func swipeWhileDealingWaits() {
        let films = makeFilms(1...4), fresh = makeFilms(21...21)[0]
        let store = MainPresenterStore(dealing: films, answeringRedeals: false)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(store.interactor.saved.map(\.id) == [films[0].id], "the second swipe waits for the deal")
        #expect(store.presenter.phase.name == .dealing)

        store.presenter.displayRedealt([fresh, films[2], films[3]], replacing: films[1...3].map(\.id))

        #expect(store.interactor.saved.map(\.id) == [films[0].id, fresh.id])
        #expect(store.interactor.saved.last?.reaction == .dislike)
    }

    @Test("a card being committed keeps its place whatever the redeal says; the film meant for it is not dealt")
    func committingKeepsItsCard() {
        let films = makeFilms(1...6), fresh = makeFilms(21...23)
        let store = MainPresenterStore(dealing: films, confirmingSaves: false)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        store.send({ $0.displayRedealt(fresh, replacing: films[0...2].map(\.id)) }) {
            $0.cards = .deck(store.cards([films[0], fresh[1], fresh[2]]))
        }
    }

    @Test("fewer films dealt again than waiting: the rest leave the deck, and more are loaded")
    func fewerComeBack() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        let loads = store.interactor.loadCount
        store.send({ $0.displayRedealt([films[1]], replacing: films[1...4].map(\.id)) }) {
            $0.cards = .deck(store.cards([films[1]]))
        }
        #expect(store.interactor.loadCount > loads || store.presenter.supply == .loading)
    }

    @Test("an undo that deals a film again keeps it on top and deals the others again")
    func undoKeepsTheFilmOnTop() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        store.presenter.displayUndone(MainPresenterUndoTests.dealtAgain(films[0], .favourite), newest: nil)
        #expect(store.interactor.redeals.last == films[1...5].map(\.id))
    }

    @Test("a source that cannot deal again (offline) answers with the waiting cards as they were, so the next card shows")
    func failedRedealKeepsTheDeck() async throws {
        let films = makeFilms(1...4)
        let repository = FakeFilmRepository(pages: [films])
        await repository.redealWith { _ in throw URLError(.notConnectedToInternet) }
        let sut = MainInteractor(repository: repository, store: FakeReactionStore())
        let output = MainInteractorOutputSpy()
        sut.output = output
        sut.redeal(Array(films[1...]))
        await sut.waitUntilIdle()

        #expect(output.redealt.map(\.films) == [films[1...].map(\.id)])
    }

    @Test("the interactor deals again after the reaction's write and learning, and the repository's films come back")
    func interactorRedeals() async throws {
        let films = makeFilms(1...6), fresh = makeFilms(31...31)[0]
        let repository = FakeFilmRepository(pages: [films])
        await repository.redealWith { waiting in [fresh] + waiting.dropFirst() }
        let sut = MainInteractor(repository: repository, store: FakeReactionStore())
        let output = MainInteractorOutputSpy()
        sut.output = output
        sut.loadData()
        await sut.waitUntilIdle()
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        sut.redeal(Array(films[1...]))
        await sut.waitUntilIdle()

        #expect(await repository.changes.map(\.id) == [films[0].id], "the repository learnt of the reaction first")
        #expect(output.redealt.map(\.films) == [[fresh.id] + films[2...].map(\.id)])
        // The film taken back may be dealt again by a later page.
        sut.saveReaction(id: fresh.id, reaction: .dislike)
        await sut.waitUntilIdle()
        #expect(await repository.changes.map(\.id).last == fresh.id, "a film dealt by the redeal can be reacted to")
    }
}
