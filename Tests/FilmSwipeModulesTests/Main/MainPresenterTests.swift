@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter")
struct MainPresenterTests {
    typealias Const = MainPresenter.Const

    @Test("starting shows the initial state, hides redo, shows loading and asks for films once")
    func startLoads() {
        let view = MainViewSpy(), interactor = MainInteractorSpy(), router = MainRouterSpy()
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view

        presenter.readyForInitState()

        #expect(view.states == [.initial, .setRedoHidden(isHidden: true), .loading])
        #expect(interactor.loadCount == 1)
    }

    @Test("new films show at most three cards, the top of the deck first")
    func showsTopThree() {
        let h = MainPresenterHarness()
        let films = makeFilms(1...5)

        h.presenter.displayNewData(data: films)

        #expect(h.view.states == [.newData(h.cards(Array(films[0..<3])))])
    }

    @Test("fewer than three films show as they are")
    func showsFewerThanThree() {
        let h = MainPresenterHarness()
        let films = makeFilms(1...2)

        h.presenter.displayNewData(data: films)

        #expect(h.view.states.first == .newData(h.cards(films)))
    }

    @Test("a move from a quarter of the way shows the direction's hint")
    func moveAboveThresholdHints() {
        let h = MainPresenterHarness(dealing: makeFilms(1...10))

        h.presenter.swipeDidMove(direction: .favourite, rate: 0.25)
        h.presenter.swipeDidMove(direction: .dislike, rate: 0.6)
        h.presenter.swipeDidMove(direction: .watchlist, rate: 1)

        #expect(h.view.states == [.displayHint(.favourite), .displayHint(.dislike), .displayHint(.watchlist)])
    }

    @Test("a small move shows no hint")
    func moveBelowThresholdHidesHint() {
        let h = MainPresenterHarness(dealing: makeFilms(1...10))

        h.presenter.swipeDidMove(direction: .favourite, rate: 0.24)

        #expect(h.view.states == [.displayHint(.none)])
    }

    @Test("a committed swipe finishes the gesture, saves the reaction, offers redo and deals the next three")
    func swipeCommits() {
        let films = makeFilms(1...10)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.swipeDidEnd(direction: .favourite, rate: 0.25)

        #expect(h.view.states == [
            .finishGesture(.favourite),
            .setRedoHidden(isHidden: false),
            .setSwipedCount(1),
            .newData(h.cards(Array(films[1..<4]))),
        ])
        #expect(h.interactor.saved.map(\.id) == [films[0].id])
        #expect(h.interactor.saved.map(\.reaction) == [.favourite])
        #expect(h.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(h.presenter.lastReactedFilm?.reaction == .favourite)
    }

    @Test("each direction saves its own reaction")
    func everyDirectionSaves() {
        let films = makeFilms(1...10)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.presenter.swipeDidEnd(direction: .watchlist, rate: 1)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        #expect(h.interactor.saved.map(\.reaction) == [.dislike, .watchlist, .favourite])
        #expect(h.interactor.saved.map(\.id) == films[0..<3].map(\.id))
        #expect(h.presenter.lastReactedFilm?.film.id == films[2].id)
    }

    @Test("a swipe below the threshold snaps back and saves nothing")
    func swipeSnapsBack() {
        let h = MainPresenterHarness(dealing: makeFilms(1...10))

        h.presenter.swipeDidEnd(direction: .favourite, rate: 0.2)

        #expect(h.view.states == [.finishGesture(.none)])
        #expect(h.interactor.saved.isEmpty)
        #expect(h.presenter.lastReactedFilm == nil)
    }

    @Test("a swipe with no direction snaps back whatever its rate")
    func swipeWithoutDirectionSnapsBack() {
        let h = MainPresenterHarness(dealing: makeFilms(1...10))

        h.presenter.swipeDidEnd(direction: .none, rate: 1)

        #expect(h.view.states == [.finishGesture(.none)])
        #expect(h.interactor.saved.isEmpty)
    }

    @Test("more films are asked for once three or fewer remain")
    func pagesWhenLow() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        #expect(h.interactor.loadCount == 1)

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.interactor.loadCount == 1, "four left: no load yet")

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.interactor.loadCount == 2, "three left: load the next page")
    }

    @Test("only one load at a time: swipes during a load ask for nothing more")
    func oneLoadAtATime() {
        let h = MainPresenterHarness(dealing: makeFilms(1...4))
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(h.interactor.loadCount == 2)

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        h.presenter.didTapRetry()

        #expect(h.interactor.loadCount == 2)
    }

    @Test("the first load's films arriving with three or fewer asks for the next page at once")
    func smallPageLoadsMore() {
        let h = MainPresenterHarness()

        h.presenter.displayNewData(data: makeFilms(1...2))

        #expect(h.interactor.loadCount == 2)
    }

    @Test("an emptied deck shows loading until films arrive, then deals them")
    func emptyDeckShowsLoading() {
        let films = makeFilms(1...1)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        #expect(h.view.states.last == .loading)

        let more = makeFilms(2...4)
        h.presenter.displayNewData(data: more)

        #expect(h.view.states.last == .newData(h.cards(more)))
    }

    @Test("after the last page the emptied deck shows the end text")
    func dataEndWhenDeckEmpties() {
        let h = MainPresenterHarness(dealing: makeFilms(1...2))
        h.presenter.displayDataEnd()
        #expect(h.view.states.isEmpty, "cards are left: the end is not shown yet")

        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)

        #expect(h.view.states.last == .dataEnd(Const.dataEndText))
    }

    @Test("the end reported with an empty deck shows the end text at once, and nothing more is loaded")
    func dataEndWithEmptyDeck() {
        let h = MainPresenterHarness()

        h.presenter.displayDataEnd()
        h.presenter.didTapRetry()

        #expect(h.view.states == [.dataEnd(Const.dataEndText)])
        #expect(h.interactor.loadCount == 1)
    }

    @Test("a film already in the deck or already reacted to is never dealt again")
    func noDuplicates() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness(dealing: films)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1) // film 1 reacted to
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1) // film 2 reacted to
        h.view.clear()

        h.presenter.displayNewData(data: makeFilms(1...7))

        for _ in 0..<5 { h.presenter.swipeDidEnd(direction: .dislike, rate: 1) }
        #expect(h.interactor.saved.map(\.id.value) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("redo before any reaction does nothing")
    func redoBeforeReaction() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.didTapRedo()

        #expect(h.router.redos.isEmpty)
        #expect(h.view.states.isEmpty)
    }

    @Test("redo routes the last reacted film and its reaction to Detail")
    func redoRoutesLastReaction() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness.swiped(.favourite, .watchlist, dealing: films)

        h.presenter.didTapRedo()

        #expect(h.router.redos.map(\.film) == [FilmCardViewData(film: films[1])])
        #expect(h.router.redos.map(\.reaction) == [.watchlist])
    }

    @Test("a load error goes to Result with the error title and its message, and an empty deck shows it")
    func loadErrorRoutesToResult() {
        let h = MainPresenterHarness()

        h.presenter.displayError(text: "The catalogue is broken.")

        #expect(h.router.results.map(\.title) == [Const.errorTitle])
        #expect(h.router.results.map(\.message) == ["The catalogue is broken."])
        #expect(h.view.states == [.error("The catalogue is broken.")])
    }

    @Test("a load error while cards remain keeps them on show")
    func loadErrorKeepsCards() {
        let h = MainPresenterHarness(dealing: makeFilms(1...3)) // 3 left: the second load is under way

        h.presenter.displayError(text: "offline")

        #expect(h.view.states.isEmpty)
        #expect(h.router.results.map(\.message) == ["offline"])
    }

    @Test("a load error without a message shows the generic description")
    func loadErrorWithoutText() {
        let h = MainPresenterHarness()

        h.presenter.displayError(text: "")

        #expect(h.router.results.map(\.message) == [Const.errorDescr])
    }

    @Test("retry after an error on an empty deck shows loading and loads again")
    func retryAfterError() {
        let h = MainPresenterHarness.afterLoadError("offline")

        h.presenter.didTapRetry()

        #expect(h.view.states == [.loading])
        #expect(h.interactor.loadCount == 2)
    }

    @Test("Detail's success updates the last reaction and says what the film is now")
    func redoSuccess() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)

        h.presenter.didReceiveResult(.success(.dislike))

        #expect(h.presenter.lastReactedFilm?.reaction == .dislike)
        #expect(h.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(h.router.results.map(\.title) == [Const.successTitle])
        #expect(h.router.results.map(\.message) == ["\(films[0].title) is now disliked."])
    }

    @Test("a redo made over a reaction changed elsewhere says what it found and what it did")
    func redoOverChangeElsewhere() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)

        h.presenter.didReceiveResult(.success(.dislike), changedElsewhere: .watchlist)

        #expect(h.presenter.lastReactedFilm?.reaction == .dislike)
        #expect(h.router.results.map(\.title) == [Const.successTitle])
        #expect(h.router.results.map(\.message) == [
            "\(films[0].title) had been changed elsewhere (it was on your watchlist). \(films[0].title) is now disliked.",
        ])
    }

    @Test("Detail's failure keeps the reaction and shows the error's message")
    func redoFailure() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        h.presenter.didReceiveResult(.failure(MessageError(message: "The store is read-only.")))

        #expect(h.presenter.lastReactedFilm?.reaction == .favourite)
        #expect(h.router.results.map(\.title) == [Const.errorTitle])
        #expect(h.router.results.map(\.message) == ["The store is read-only."])
    }

    @Test("Detail's failure without a message shows the generic description")
    func redoFailureWithoutMessage() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        h.presenter.didReceiveResult(.failure(MessageError(message: "")))
        h.presenter.didReceiveResult(.failure(TestError()))

        #expect(h.router.results.map(\.message) == ["\(Const.errorDescr) (MessageError)", "\(Const.errorDescr) (TestError)"])
        #expect(h.router.messages.map(\.severity) == [.error, .error])
    }

    @Test("opening the top card shows its details; closing them shows the stack again")
    func cardDetails() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.didTapCard()
        h.presenter.didDismissCard()

        #expect(h.view.states == [.showDetails(FilmCardViewData(film: films[0])), .newData(h.cards(Array(films[0..<3])))])
    }

    @Test("gestures on an empty deck do nothing")
    func emptyDeckIgnoresGestures() {
        let h = MainPresenterHarness()

        h.presenter.swipeDidMove(direction: .favourite, rate: 1)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        h.presenter.didTapCard()

        #expect(h.view.states.isEmpty)
        #expect(h.interactor.saved.isEmpty)
    }

    @Test("the welcome shows as a promo")
    func welcome() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.showWelcome()

        #expect(h.view.states == [.displayPromo(Const.welcomeText)])
    }

    @Test("offline and back online each show once in the header state")
    func offline() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.displayOffline(true)
        h.presenter.displayOffline(true)
        h.presenter.displayOffline(false)

        #expect(h.view.states == [.setOffline(true), .setOffline(false)])
    }

    @Test("a message from the background is a dialog over the game with its severity; the deck's state is untouched")
    func notice() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        let rejected = PlayerMessage(title: "TMDB account", body: "TMDB rejected the session.", severity: .error)
        let match = PlayerMessage(title: "It's a match!", body: "Heat (1995): both of you said yes.", severity: .celebration)

        h.presenter.show(rejected)
        h.presenter.show(match)

        #expect(h.router.messages == [rejected, match])
        #expect(h.view.states.isEmpty)
    }

    @Test("a failed save is shown as an error without stopping the game")
    func saveErrorShown() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.displaySaveError(text: "Could not save your reaction to Film 1: disk full.")

        #expect(h.router.results.map(\.title) == [Const.errorTitle])
        #expect(h.view.states.isEmpty)
    }

    @Test("quit leaves the game")
    func quit() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.didTapQuit()

        #expect(h.router.exitCount == 1)
    }
}
