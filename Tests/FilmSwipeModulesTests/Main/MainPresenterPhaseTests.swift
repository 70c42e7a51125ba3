@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

/// The presenter's named phases, each transition with the states the view is shown on the way.
@MainActor
@Suite("Main presenter phases")
struct MainPresenterPhaseTests {
    @Test("supply: loading, then ready with cards, loading again when the deck runs low, ended at the last page")
    func supplyToTheEnd() {
        let h = MainPresenterHarness()
        #expect(h.presenter.supply == .loading)

        h.presenter.displayNewData(data: makeFilms(1...3))
        // Three cards left is low: the next page is asked for at once.
        #expect(h.presenter.supply == .loading)
        #expect(h.interactor.loadCount == 2)

        h.presenter.displayDataEnd()
        #expect(h.presenter.supply == .ended)
        h.presenter.didTapRetry()
        #expect(h.interactor.loadCount == 2, "nothing is asked of a source that has ended")
        #expect(h.view.states == [.newData(h.cards(makeFilms(1...3)))])
    }

    @Test("supply: a failure with no cards shows the error; a retry loads again and cards make it ready")
    func supplyFailsAndRetries() {
        let h = MainPresenterHarness()

        h.presenter.displayError(text: "The catalogue is damaged.")
        #expect(h.presenter.supply == .failed)
        #expect(h.view.states == [.error("The catalogue is damaged.")])
        #expect(h.router.messages == [PlayerMessage(title: "Error", body: "The catalogue is damaged.", severity: .error)])

        h.view.clear()
        h.presenter.didTapRetry()
        #expect(h.presenter.supply == .loading)
        #expect(h.view.states == [.loading])
        #expect(h.interactor.loadCount == 2)

        h.presenter.didTapRetry()
        #expect(h.interactor.loadCount == 2, "one load at a time")

        h.presenter.displayNewData(data: makeFilms(1...5))
        #expect(h.presenter.supply == .ready)
        #expect(h.view.states == [.loading, .newData(h.cards(makeFilms(1...3)))])
    }

    @Test("supply: an error while cards are on show keeps them and only says why")
    func failureWithCards() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.displayError(text: "")

        #expect(h.presenter.supply == .failed)
        #expect(h.view.states.isEmpty, "the cards stay")
        #expect(h.router.messages.map(\.body) == [PlayerText.errorDescr], "an empty text is never shown as it is")
        #expect(h.router.messages.map(\.severity) == [.error])
    }

    @Test("welcome: asked for before the first cards, it waits and shows with them")
    func welcomeWaits() {
        let h = MainPresenterHarness()

        h.presenter.showWelcome()
        #expect(h.presenter.welcome == .waiting)
        #expect(h.view.states.isEmpty)

        h.presenter.displayNewData(data: makeFilms(1...5))
        #expect(h.presenter.welcome == .shown)
        #expect(h.view.states == [.newData(h.cards(makeFilms(1...3))), .displayPromo(PlayerText.welcomeText)])
    }

    @Test("welcome: a failure with no cards drops a waiting welcome, hides a shown one, and refuses a later one")
    func welcomeAndFailure() {
        let waiting = MainPresenterHarness()
        waiting.presenter.showWelcome()
        waiting.presenter.displayError(text: "Nothing to deal.")
        #expect(waiting.presenter.welcome == .hidden)
        #expect(waiting.view.states == [.error("Nothing to deal.")])

        // A welcome on show over the one card dealt, which is then swiped: the deck is empty when loading fails.
        let shown = MainPresenterHarness()
        shown.presenter.showWelcome()
        shown.presenter.displayNewData(data: makeFilms(1...1))
        #expect(shown.presenter.welcome == .shown)
        shown.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        shown.view.clear()
        shown.presenter.displayError(text: "Nothing to deal.")
        #expect(shown.presenter.welcome == .hidden)
        #expect(shown.view.states == [.hidePromo, .error("Nothing to deal.")])

        shown.presenter.showWelcome()
        #expect(shown.presenter.welcome == .hidden)
        #expect(shown.view.states == [.hidePromo, .error("Nothing to deal.")], "no welcome over the error")
    }

    @Test("pending save: what the player does meanwhile waits and is done in order once the store has the reaction")
    func pendingSaveReplays() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5), confirmingSaves: false)

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.presenter.pendingSave?.id == makeFilms(1...1)[0].id)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.presenter.didTapLibrary()
        h.presenter.didTapQuit()
        #expect(h.presenter.pendingSave?.waiting.count == 3)
        #expect(h.interactor.saved.count == 1)
        #expect(h.router.libraryCount == 0 && h.router.exitCount == 0)

        h.presenter.displaySaved(id: makeFilms(1...1)[0].id)

        // The second swipe is now the one being committed, and what came after it waits for it in turn.
        #expect(h.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        #expect(h.presenter.pendingSave?.id == makeFilms(2...2)[0].id)
        #expect(h.presenter.pendingSave?.waiting.count == 2)
        h.presenter.displaySaved(id: makeFilms(2...2)[0].id)
        #expect(h.presenter.pendingSave == nil)
        #expect(h.router.libraryCount == 1 && h.router.exitCount == 1)
    }

    @Test("pending save: a failed save drops what waited, keeps the card and restores the reaction to redo")
    func pendingSaveFails() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness(dealing: films, confirmingSaves: false)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        h.presenter.displaySaved(id: films[0].id)
        h.presenter.swipeDidEnd(direction: .watchlist, rate: 1)
        h.presenter.didTapQuit()
        h.view.clear()

        h.presenter.displaySaveError(text: "Could not save your reaction to Film 2: disk full")

        #expect(h.presenter.pendingSave == nil)
        #expect(h.presenter.lastReactedFilm == MainReactedFilm(film: h.cards([films[0]])[0], reaction: .favourite))
        #expect(h.view.states == [.setRedoHidden(isHidden: false), .newData(h.cards(Array(films[1...3])))])
        #expect(h.router.exitCount == 0, "the quit that waited for the failed save is dropped")
        #expect(h.router.messages.last?.severity == .error)
    }
}
