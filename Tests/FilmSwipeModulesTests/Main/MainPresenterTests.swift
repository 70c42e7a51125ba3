@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main presenter")
struct MainPresenterTests {
    @Test("starting shows the initial state, hides redo, shows the chrome, then loading, and asks for films once")
    func startLoads() {
        let view = MainViewSpy(), interactor = MainInteractorSpy(), router = MainRouterSpy()
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view

        presenter.readyForInitState()

        // The order is the behaviour: the screen starts blank and only then waits for films.
        #expect(view.states == [.initial, .setRedoHidden(isHidden: true), .chrome(MainChrome()), .loading])
        #expect(interactor.loadCount == 1)
    }

    @Test("new films show at most three cards, the top of the deck first")
    func showsTopThree() {
        let store = MainPresenterStore()
        let films = makeFilms(1...5)

        store.send({ $0.displayNewData(data: films) }) { $0.cards = .deck(store.cards(films[0..<3])) }
    }

    @Test("fewer than three films show as they are")
    func showsFewerThanThree() {
        let store = MainPresenterStore()
        let films = makeFilms(1...2)

        store.send({ $0.displayNewData(data: films) }) { $0.cards = .deck(store.cards(films)) }
    }

    @Test("a move from a quarter of the way shows the direction's hint")
    func moveAboveThresholdHints() {
        let store = MainPresenterStore(dealing: makeFilms(1...10))

        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.25) }) { $0.hint = .favourite }
        store.send({ $0.swipeDidMove(direction: .dislike, rate: 0.6) }) { $0.hint = .dislike }
        store.send({ $0.swipeDidMove(direction: .watchlist, rate: 1) }) { $0.hint = .watchlist }
    }

    @Test("a small move shows no hint, and takes away one shown")
    func moveBelowThresholdHidesHint() {
        let store = MainPresenterStore(dealing: makeFilms(1...10))
        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.5) }) { $0.hint = .favourite }

        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.24) }) { $0.hint = .none }
    }

    @Test("a committed swipe finishes the gesture, saves the reaction, offers redo and deals the next three")
    func swipeCommits() {
        let films = makeFilms(1...10)
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 0.25) }) {
            $0.finished = .favourite
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1..<4]))
        }
        #expect(store.interactor.saved.map(\.id) == [films[0].id])
        #expect(store.interactor.saved.map(\.reaction) == [.favourite])
        #expect(store.presenter.lastReactedFilm == MainReactedFilm(film: FilmCardViewData(film: films[0]), reaction: .favourite))
    }

    @Test("the hint comes before the finish: a card stamped as it moves then flies out")
    func hintThenFinish() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore(dealing: films)
        store.view.clear()

        store.presenter.swipeDidMove(direction: .seen, rate: 0.5)
        store.presenter.swipeDidEnd(direction: .seen, rate: 1)

        // The order is the behaviour: a stamp after the finish would be drawn on the next card.
        #expect(store.view.states.prefix(2) == [.displayHint(.seen), .finishGesture(.seen)])
        #expect(store.shown.hint == .none)
    }

    @Test("each direction saves its own reaction")
    func everyDirectionSaves() {
        let films = makeFilms(1...10)
        let store = MainPresenterStore.swiped(.dislike, .watchlist, .favourite, .seen, dealing: films)

        #expect(store.interactor.saved.map(\.reaction) == [.dislike, .watchlist, .favourite, .seen])
        #expect(store.interactor.saved.map(\.id) == films[0..<4].map(\.id))
        #expect(store.presenter.lastReactedFilm?.film.id == films[3].id)
        #expect(store.shown.chrome.swipedCount == 4)
    }

    @Test("a swipe below the threshold snaps back and saves nothing")
    func swipeSnapsBack() {
        let store = MainPresenterStore(dealing: makeFilms(1...10))

        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 0.2) }) { $0.finished = UserReaction.none }
        #expect(store.interactor.saved.isEmpty)
        #expect(store.presenter.lastReactedFilm == nil)
    }

    @Test("a swipe with no direction snaps back whatever its rate")
    func swipeWithoutDirectionSnapsBack() {
        let store = MainPresenterStore(dealing: makeFilms(1...10))

        store.send({ $0.swipeDidEnd(direction: .none, rate: 1) }) { $0.finished = UserReaction.none }
        #expect(store.interactor.saved.isEmpty)
    }

    @Test("more films are asked for once three or fewer remain")
    func pagesWhenLow() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        #expect(store.interactor.loadCount == 1)

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(store.interactor.loadCount == 1, "four left: no load yet")

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(store.interactor.loadCount == 2, "three left: load the next page")
    }

    @Test("only one load at a time: swipes during a load ask for nothing more")
    func oneLoadAtATime() {
        let store = MainPresenterStore.swiped(.favourite, dealing: makeFilms(1...4))
        #expect(store.interactor.loadCount == 2)

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        store.presenter.didTapRetry()

        #expect(store.interactor.loadCount == 2)
    }

    @Test("the first load's films arriving with three or fewer asks for the next page at once")
    func smallPageLoadsMore() {
        let store = MainPresenterStore()

        store.presenter.displayNewData(data: makeFilms(1...2))

        #expect(store.interactor.loadCount == 2)
    }

    @Test("an emptied deck shows loading until films arrive, then deals them")
    func emptyDeckShowsLoading() {
        let store = MainPresenterStore.swiped(.favourite, dealing: makeFilms(1...1))
        #expect(store.shown.cards == .loading)

        let more = makeFilms(2...4)
        store.send({ $0.displayNewData(data: more) }) { $0.cards = .deck(store.cards(more)) }
    }

    @Test("after the last page the emptied deck shows the end text")
    func dataEndWhenDeckEmpties() {
        let films = makeFilms(1...2)
        let store = MainPresenterStore(dealing: films)
        store.send({ $0.displayDataEnd() }) // cards are left: the end is not shown yet

        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) }) {
            $0.finished = .favourite
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards([films[1]]))
        }
        store.send({ $0.swipeDidEnd(direction: .dislike, rate: 1) }) {
            $0.finished = .dislike
            $0.chrome.swipedCount = 2
            $0.chrome.offersUndo = true
            $0.cards = .dataEnd(PlayerText.dataEndText)
        }
    }

    @Test("the end reported with an empty deck shows the end text at once, and nothing more is loaded")
    func dataEndWithEmptyDeck() {
        let store = MainPresenterStore()

        store.send({ $0.displayDataEnd() }) { $0.cards = .dataEnd(PlayerText.dataEndText) }
        store.send({ $0.didTapRetry() })
        #expect(store.interactor.loadCount == 1)
    }

    @Test("a film already in the deck or already reacted to is never dealt again")
    func noDuplicates() {
        let store = MainPresenterStore.swiped(.favourite, .favourite, dealing: makeFilms(1...5)) // films 1 and 2 reacted to

        store.presenter.displayNewData(data: makeFilms(1...7))

        for _ in 0..<5 { store.presenter.swipeDidEnd(direction: .dislike, rate: 1) }
        #expect(store.interactor.saved.map(\.id.value) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("redo before any reaction does nothing")
    func redoBeforeReaction() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.didTapRedo() })
        #expect(store.router.redos.isEmpty)
    }

    @Test("redo routes the last reacted film and its reaction to Detail")
    func redoRoutesLastReaction() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore.swiped(.favourite, .watchlist, dealing: films)

        store.send({ $0.didTapRedo() })

        #expect(store.router.redos.map(\.film) == [FilmCardViewData(film: films[1])])
        #expect(store.router.redos.map(\.reaction) == [.watchlist])
    }

    @Test("a load error goes to the router as an error message, and an empty deck shows it")
    func loadErrorRoutesToResult() {
        let store = MainPresenterStore()

        store.send({ $0.displayError(.loading(MessageError(message: "The catalogue is broken."))) }) {
            $0.cards = .error("The catalogue is broken.")
        }
        #expect(store.router.messages == [PlayerMessage(title: PlayerMessage.errorTitle, body: "The catalogue is broken.", severity: .error)])
    }

    @Test("a load error while cards remain keeps them on show")
    func loadErrorKeepsCards() {
        let store = MainPresenterStore(dealing: makeFilms(1...3)) // 3 left: the second load is under way

        store.send({ $0.displayError(.loading(MessageError(message: "offline"))) })
        #expect(store.router.results.map(\.message) == ["offline"])
    }

    @Test("a load error without a message says so with the error's type, never an empty text")
    func loadErrorWithoutText() {
        let store = MainPresenterStore()

        store.presenter.displayError(.loading(MessageError(message: "")))
        store.presenter.displayError(.loading(TestError()))

        #expect(store.router.results.map(\.message) == ["\(PlayerMessage.unexplained) (MessageError)", "\(PlayerMessage.unexplained) (TestError)"])
        #expect(store.shown.cards == .error("\(PlayerMessage.unexplained) (TestError)"))
    }

    @Test("retry after an error on an empty deck shows loading and loads again")
    func retryAfterError() {
        let store = MainPresenterStore.afterLoadError(MessageError(message: "offline"))

        store.send({ $0.didTapRetry() }) { $0.cards = .loading }
        #expect(store.interactor.loadCount == 2)
    }

    @Test("Detail's success updates the last reaction and says what the film is now, in passing")
    func redoSuccess() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)

        store.send({ $0.didReceiveResult(.success(.dislike)) })

        #expect(store.presenter.lastReactedFilm == MainReactedFilm(film: FilmCardViewData(film: films[0]), reaction: .dislike))
        #expect(store.router.messages == [PlayerMessage(title: PlayerText.successTitle, body: "\(films[0].title) is now disliked.", severity: .success)])
    }

    @Test("a redo made over a reaction changed elsewhere says what it found and what it did")
    func redoOverChangeElsewhere() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)

        store.send({ $0.didReceiveResult(.success(.dislike), changedElsewhere: .watchlist) })

        #expect(store.presenter.lastReactedFilm?.reaction == .dislike)
        #expect(store.router.results.map(\.title) == [PlayerText.successTitle])
        #expect(store.router.results.map(\.message) == [
            "\(films[0].title) had been changed elsewhere (it was on your watchlist). \(films[0].title) is now disliked.",
        ])
    }

    @Test("Detail's failure keeps the reaction and shows the error's message")
    func redoFailure() {
        let store = MainPresenterStore.swiped(.favourite, dealing: makeFilms(1...5))

        store.send({ $0.didReceiveResult(.failure(MessageError(message: "The store is read-only."))) })

        #expect(store.presenter.lastReactedFilm?.reaction == .favourite)
        #expect(store.router.messages == [PlayerMessage(title: PlayerMessage.errorTitle, body: "The store is read-only.", severity: .error)])
    }

    @Test("Detail's failure without a message shows the generic description")
    func redoFailureWithoutMessage() {
        let store = MainPresenterStore.swiped(.favourite, dealing: makeFilms(1...5))

        store.presenter.didReceiveResult(.failure(MessageError(message: "")))
        store.presenter.didReceiveResult(.failure(TestError()))

        #expect(store.router.results.map(\.message) == ["\(PlayerMessage.unexplained) (MessageError)", "\(PlayerMessage.unexplained) (TestError)"])
        #expect(store.router.messages.map(\.severity) == [.error, .error])
    }

    @Test("opening the top card shows its details; closing them shows the stack again")
    func cardDetails() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.didTapCard() }) { $0.chrome.details = FilmCardViewData(film: films[0]) }
        store.send({ $0.didDismissCard() }) { $0.chrome.details = nil }
        #expect(store.shown.deck == store.cards(films[0..<3]))
    }

    @Test("gestures on an empty deck do nothing")
    func emptyDeckIgnoresGestures() {
        let store = MainPresenterStore()

        store.send({ $0.swipeDidMove(direction: .favourite, rate: 1) })
        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) })
        store.send({ $0.didTapCard() })
        #expect(store.interactor.saved.isEmpty)
    }

    @Test("the welcome shows as a promo")
    func welcome() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.showWelcome() }) { $0.promo = PlayerText.welcomeText }
    }

    @Test("offline and back online show in the chrome; an unchanged state is not sent again")
    func offline() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.displayOffline(true) }) { $0.chrome.isOffline = true }
        let sent = store.view.states.count
        store.send({ $0.displayOffline(true) })
        #expect(store.view.states.count == sent, "nothing to draw again")
        store.send({ $0.displayOffline(false) }) { $0.chrome.isOffline = false }
    }

    @Test("a message from the background goes to the router with its severity; the deck's state is untouched")
    func notice() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        let rejected = PlayerMessage(title: "TMDB account", body: "TMDB rejected the session.", severity: .error)
        let match = PlayerMessage(title: "It's a match!", body: "Heat (1995): both of you said yes.", severity: .celebration)

        store.send({ $0.show(rejected) })
        store.send({ $0.show(match) })

        #expect(store.router.messages == [rejected, match])
    }

    @Test("a failed save with nothing being committed is shown as an error without stopping the game")
    func saveErrorShown() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.displayError(.saving(title: "Film 1", MessageError(message: "disk full"))) })

        #expect(store.router.messages == [
            PlayerMessage(title: PlayerMessage.errorTitle, body: "Could not save your reaction to Film 1: disk full", severity: .error),
        ])
    }

    @Test("an undo or a read that fails is said, naming what failed, and the cards stay")
    func undoAndReadErrors() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.displayError(.undoing(MessageError(message: "disk full"))) })
        store.send({ $0.displayError(.reading(MessageError(message: "locked"))) })

        #expect(store.router.results.map(\.message) == [
            "Could not take back your last reaction: disk full", "Could not read your reactions: locked",
        ])
        #expect(store.router.messages.map(\.severity) == [.error, .error])
    }

    @Test("quit asks the router to leave, which decides whether to ask first")
    func quit() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.didTapQuit() })

        #expect(store.router.quitCount == 1)
        #expect(store.router.exitCount == 0)
    }
}
