@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter: a card goes only once its reaction is committed")
struct MainPresenterCommitTests {
    @Test("the card stays on top until the store confirms, then the next three are dealt")
    func waitsForCommit() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore(dealing: films, confirmingSaves: false)

        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) }) {
            $0.finished = .favourite
            $0.isRedoHidden = false
        }
        #expect(store.shown.deck == store.cards(films[0...2]))

        store.send({ $0.displaySaved(id: films[0].id) }) {
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1...3]))
        }
    }

    @Test("swipes made while a reaction is committed are done afterwards, in order, on the next cards")
    func queuesSwipes() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        store.presenter.swipeDidMove(direction: .dislike, rate: 1)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(store.interactor.saved.map(\.id) == [films[0].id])

        store.presenter.displaySaved(id: films[0].id)
        store.send({ $0.displaySaved(id: films[1].id) }) {
            $0.chrome.swipedCount = 2
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[2...4]))
        }

        #expect(store.interactor.saved.map(\.id) == [films[0].id, films[1].id])
        #expect(store.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        #expect(store.shown.finished == .dislike)
    }

    @Test("quit during a commit waits for it")
    func quitWaits() {
        expectWaitsForTheCommit(swiping: .watchlist, then: { $0.didTapQuit() }, counted: \.quitCount)
    }

    @Test("the lists open only once the reaction being committed is in the store")
    func libraryWaits() {
        expectWaitsForTheCommit(swiping: .favourite, then: { $0.didTapLibrary() }, counted: \.libraryCount)
    }

    @Test("redo during a commit waits for it")
    func redoWaits() {
        expectWaitsForTheCommit(swiping: .seen, then: { $0.didTapRedo() }, counted: \.redos.count)
    }

    /// Does `action` while the card swiped as `reaction` is being committed: what `count` counts happens only once the
    /// store confirms.
    private func expectWaitsForTheCommit(
        swiping reaction: UserReaction, then action: (MainPresenter) -> Void, counted count: KeyPath<MainRouterSpy, Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(reaction, dealing: films, confirmingSaves: false)

        action(store.presenter)
        #expect(store.router[keyPath: count] == 0, sourceLocation: sourceLocation)

        store.presenter.displaySaved(id: films[0].id)
        #expect(store.router[keyPath: count] == 1, sourceLocation: sourceLocation)
    }

    @Test("a failed commit keeps the card on top, restores the reaction to redo, and shows the error")
    func failedCommit() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        store.presenter.displaySaved(id: films[0].id)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)

        store.send({ $0.displayError(.saving(title: "Film 2", MessageError(message: "disk full."))) })

        #expect(store.shown.deck == store.cards(films[1...3]))
        #expect(store.shown.isRedoHidden == false)
        #expect(store.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(store.router.results.map(\.message) == ["Could not save your reaction to Film 2: disk full."])
    }

    @Test("redo and undo wait while a reaction is committed, then run in order")
    func busyWhileCommitting() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore(dealing: films, confirmingSaves: false)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        store.presenter.didTapRedo()
        store.presenter.didTapUndo()
        #expect(store.router.redos.isEmpty)
        #expect(store.interactor.undoCount == 0)

        store.presenter.displaySaved(id: films[0].id)
        #expect(store.router.redos.map(\.film.id) == [films[0].id])
        #expect(store.interactor.undoCount == 1)
    }
}

@MainActor
@Suite("Main presenter: the header counts committed reactions")
struct MainPresenterSwipedCountTests {
    @Test("the count moves when the store has the reaction, not at the gesture")
    func countsCommits() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        #expect(store.shown.chrome.swipedCount == 0)

        store.presenter.displaySaved(id: films[0].id)
        #expect(store.shown.chrome.swipedCount == 1)
    }

    @Test("a failed commit is not counted; the next committed one is the first")
    func failedCommitNotCounted() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        store.presenter.displayError(.saving(title: "Film 1", MessageError(message: "disk full")))
        #expect(store.shown.chrome.swipedCount == 0)

        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        store.presenter.displaySaved(id: films[0].id)

        #expect(store.shown.chrome.swipedCount == 1)
    }

    @Test("an undo takes one off the count, never below zero")
    func undoCounts() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        #expect(store.shown.chrome.swipedCount == 1)
        let undo = ReactionUndo(film: films[0], undone: .favourite, outcome: .restored(nil))

        store.presenter.displayUndone(undo, newest: nil)
        #expect(store.shown.chrome.swipedCount == 0)
        store.presenter.displayUndone(undo, newest: nil)
        #expect(store.shown.chrome.swipedCount == 0)
    }
}

@MainActor
@Suite("Main presenter: the first-run welcome")
struct MainPresenterWelcomeTests {
    @Test("a welcome asked for after loading failed is not shown over the error")
    func noWelcomeOverError() {
        let store = MainPresenterStore.afterLoadError(MessageError(message: "The catalogue is empty."))

        store.send({ $0.showWelcome() })
    }

    @Test("a welcome asked for before the first cards waits for them, so a swipe key at it has a card to swipe")
    func welcomeWaitsForCards() {
        let films = makeFilms(1...3)
        let store = MainPresenterStore()
        store.send({ $0.showWelcome() })

        store.send({ $0.displayNewData(data: films) }) {
            $0.cards = .deck(store.cards(films))
            $0.promo = PlayerText.welcomeText
        }
    }

    @Test("loading that fails at once drops the waiting welcome: the error shows alone")
    func failureDropsWaitingWelcome() {
        let store = MainPresenterStore()
        store.presenter.showWelcome()

        store.send({ $0.displayError(.loading(MessageError(message: "The catalogue is empty."))) }) {
            $0.cards = .error("The catalogue is empty.")
        }
        #expect(store.router.results.map(\.message) == ["The catalogue is empty."])

        store.send({ $0.displayNewData(data: makeFilms(1...3)) }) { $0.cards = .deck(store.cards(makeFilms(1...3))) }
        #expect(store.shown.promo == nil, "the welcome dropped does not come back with later cards")
    }

    @Test("an error that leaves no card while the welcome shows hides it, so it does not cover the error")
    func errorHidesWelcome() {
        let store = MainPresenterStore(dealing: makeFilms(1...1))
        store.presenter.showWelcome()
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(store.shown.promo == PlayerText.welcomeText)

        store.send({ $0.displayError(.loading(MessageError(message: "The catalogue is unreadable."))) }) {
            $0.promo = nil
            $0.cards = .error("The catalogue is unreadable.")
        }
    }

    @Test("the welcome shows on a game that deals")
    func welcomeShows() {
        let store = MainPresenterStore(dealing: makeFilms(1...3))
        store.send({ $0.showWelcome() }) { $0.promo = PlayerText.welcomeText }
    }
}
