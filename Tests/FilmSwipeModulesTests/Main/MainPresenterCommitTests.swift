@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter: a card goes only once its reaction is committed")
struct MainPresenterCommitTests {
    @Test("the card stays on top until the store confirms, then the next three are dealt")
    func waitsForCommit() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films, confirmingSaves: false)
        #expect(h.view.states == [.finishGesture(.favourite), .setRedoHidden(isHidden: false)])

        h.presenter.displaySaved(id: films[0].id)
        #expect(h.view.states.last == .newData(h.cards(Array(films[1...3]))))
    }

    @Test("swipes made while a reaction is committed are done afterwards, in order, on the next cards")
    func queuesSwipes() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films, confirmingSaves: false)
        h.presenter.swipeDidMove(direction: .dislike, rate: 1)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(h.interactor.saved.map(\.id) == [films[0].id])

        h.presenter.displaySaved(id: films[0].id)
        h.presenter.displaySaved(id: films[1].id)

        #expect(h.interactor.saved.map(\.id) == [films[0].id, films[1].id])
        #expect(h.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        #expect(h.view.states.last == .newData(h.cards(Array(films[2...4]))))
    }

    @Test("quit during a commit waits for it")
    func quitWaits() {
        expectWaitsForTheCommit(swiping: .watchlist, then: { $0.didTapQuit() }, counted: \.exitCount)
    }

    @Test("the lists open only once the reaction being committed is in the store")
    func libraryWaits() {
        expectWaitsForTheCommit(swiping: .favourite, then: { $0.didTapLibrary() }, counted: \.libraryCount)
    }

    /// Does `action` while the card swiped as `reaction` is being committed: what `count` counts happens only once the
    /// store confirms.
    private func expectWaitsForTheCommit(
        swiping reaction: UserReaction, then action: (MainPresenter) -> Void, counted count: KeyPath<MainRouterSpy, Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(reaction, dealing: films, confirmingSaves: false)

        action(h.presenter)
        #expect(h.router[keyPath: count] == 0, sourceLocation: sourceLocation)

        h.presenter.displaySaved(id: films[0].id)
        #expect(h.router[keyPath: count] == 1, sourceLocation: sourceLocation)
    }

    @Test("a failed commit keeps the card on top, restores the reaction to redo, and shows the error")
    func failedCommit() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films, confirmingSaves: false)
        h.presenter.displaySaved(id: films[0].id)
        h.view.clear()

        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.presenter.displaySaveError(text: "Could not save your reaction to Film 2: disk full.")

        #expect(h.view.states.suffix(2) == [.setRedoHidden(isHidden: false), .newData(h.cards(Array(films[1...3])))])
        #expect(h.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(h.router.results.map(\.message) == ["Could not save your reaction to Film 2: disk full."])
    }

    @Test("redo and undo wait while a reaction is committed")
    func busyWhileCommitting() {
        let h = MainPresenterHarness(dealing: makeFilms(1...6), confirmingSaves: false)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        h.presenter.didTapRedo()
        h.presenter.didTapUndo()

        #expect(h.router.redos.isEmpty)
        #expect(h.interactor.undoCount == 0)
    }
}

@MainActor
@Suite("Main presenter: the header counts committed reactions")
struct MainPresenterSwipedCountTests {
    @Test("the count moves when the store has the reaction, not at the gesture")
    func countsCommits() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films, confirmingSaves: false)
        #expect(!h.view.states.contains(.setSwipedCount(1)))

        h.presenter.displaySaved(id: films[0].id)
        #expect(h.view.states.contains(.setSwipedCount(1)))
    }

    @Test("a failed commit is not counted; the next committed one is the first")
    func failedCommitNotCounted() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films, confirmingSaves: false)
        h.presenter.displaySaveError(text: "disk full")
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.presenter.displaySaved(id: films[0].id)

        let counts = h.view.states.compactMap { if case let .setSwipedCount(n) = $0 { n } else { nil } }
        #expect(counts == [1])
    }

    @Test("an undo takes one off the count, never below zero")
    func undoCounts() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        let undo = ReactionUndo(film: films[0], undone: .favourite, outcome: .restored(nil))
        h.presenter.displayUndone(undo, newest: nil)
        h.presenter.displayUndone(undo, newest: nil)

        let counts = h.view.states.compactMap { if case let .setSwipedCount(n) = $0 { n } else { nil } }
        #expect(counts == [1, 0])
    }
}

@MainActor
@Suite("Main presenter: the first-run welcome")
struct MainPresenterWelcomeTests {
    @Test("a welcome asked for after loading failed is not shown over the error")
    func noWelcomeOverError() {
        let h = MainPresenterHarness.afterLoadError("The catalogue is empty.")

        h.presenter.showWelcome()

        #expect(h.view.states.isEmpty)
    }

    @Test("a welcome asked for before the first cards waits for them, so a swipe key at it has a card to swipe")
    func welcomeWaitsForCards() {
        let films = makeFilms(1...3)
        let h = MainPresenterHarness()
        h.presenter.showWelcome()
        #expect(h.view.states.isEmpty)

        h.presenter.displayNewData(data: films)

        #expect(h.view.states == [.newData(h.cards(films)), .displayPromo(MainPresenter.Const.welcomeText)])
    }

    @Test("loading that fails at once drops the waiting welcome: the error shows alone")
    func failureDropsWaitingWelcome() {
        let h = MainPresenterHarness()
        h.presenter.showWelcome()

        h.presenter.displayError(text: "The catalogue is empty.")

        #expect(h.view.states == [.error("The catalogue is empty.")])
        #expect(h.router.results.map(\.message) == ["The catalogue is empty."])
    }

    @Test("an error that leaves no card while the welcome shows hides it before the error")
    func errorHidesWelcome() {
        let films = makeFilms(1...1)
        let h = MainPresenterHarness(dealing: films)
        h.presenter.showWelcome()
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        h.view.clear()

        h.presenter.displayError(text: "The catalogue is unreadable.")

        #expect(h.view.states == [.hidePromo, .error("The catalogue is unreadable.")])
    }

    @Test("the welcome shows on a game that deals")
    func welcomeShows() {
        let h = MainPresenterHarness(dealing: makeFilms(1...3))
        h.presenter.showWelcome()
        #expect(h.view.states == [.displayPromo(MainPresenter.Const.welcomeText)])
    }
}
