@testable import FilmSwipeModules
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("Main on resume: undo and redo are offered when the store has something to take back or change")
struct MainResumeTests {
    static func record(_ film: Film, _ reaction: UserReaction) -> ReactionRecord {
        ReactionRecord(film: film, reaction: reaction, reactedAt: Date(timeIntervalSince1970: 0))
    }

    @Test("starting asks for the newest reaction; a brand-new player's store has none, so neither redo nor undo is offered")
    func brandNew() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        #expect(store.interactor.newestRequests == 1)
        store.send({ $0.displayNewest(nil) })
        #expect(store.shown.isRedoHidden && !store.shown.chrome.offersUndo)
    }

    @Test("an earlier game's newest reaction is the one redo changes and undo takes back")
    func resumed() {
        let heat = makeFilms(9...9)[0]
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.displayNewest(Self.record(heat, .seen)) }) {
            $0.isRedoHidden = false
            $0.chrome.offersUndo = true
        }
        store.send({ $0.didTapRedo() })
        #expect(store.router.redos.map(\.film.id) == [heat.id])
        #expect(store.router.redos.map(\.reaction) == [.seen])
    }

    @Test("a swipe made before the store answers is the newer: the earlier game's reaction does not take its place")
    func swipeIsNewer() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore(dealing: films)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        store.send({ $0.displayNewest(Self.record(makeFilms(9...9)[0], .dislike)) })
        #expect(store.presenter.lastReactedFilm?.film.id == films[0].id)
    }

    @Test("the interactor reports the store's newest reaction, and a store that cannot be read says so")
    func interactorReadsNewest() async {
        let films = makeFilms(1...3)
        let reactions = FakeReactionStore()
        try? await reactions.setReaction(films[1], from: .none, to: .watchlist)
        let interactor = MainInteractor(repository: FakeFilmRepository(pages: [films]), store: reactions)
        let output = MainInteractorOutputSpy()
        interactor.output = output
        interactor.loadNewest()
        await interactor.waitUntilIdle()
        #expect(output.newest.map { $0?.film.id } == [films[1].id])

        await reactions.failReads(with: CocoaError(.fileReadNoPermission))
        interactor.loadNewest()
        await interactor.waitUntilIdle()
        #expect(output.events.last == .error(.reading))
    }
}
