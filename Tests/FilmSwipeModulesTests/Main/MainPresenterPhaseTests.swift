@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

/// The presenter's film supply and first-run welcome, each transition with what the view shows after it.
@MainActor
@Suite("Main presenter: supply and welcome")
struct MainPresenterSupplyTests {
    @Test("supply: loading, then ready with cards, loading again when the deck runs low, ended at the last page")
    func supplyToTheEnd() {
        let store = MainPresenterStore()
        #expect(store.presenter.supply == .loading)

        store.send({ $0.displayNewData(data: makeFilms(1...3)) }) { $0.cards = .deck(store.cards(makeFilms(1...3))) }
        // Three cards left is low: the next page is asked for at once.
        #expect(store.presenter.supply == .loading)
        #expect(store.interactor.loadCount == 2)

        store.send({ $0.displayDataEnd() })
        #expect(store.presenter.supply == .ended)
        store.send({ $0.didTapRetry() })
        #expect(store.interactor.loadCount == 2, "nothing is asked of a source that has ended")
    }

    @Test("supply: a failure with no cards shows the error; a retry loads again and cards make it ready")
    func supplyFailsAndRetries() {
        let store = MainPresenterStore()

        store.send({ $0.displayError(.loading(MessageError(message: "The catalogue is damaged."))) }) {
            $0.cards = .error("The catalogue is damaged.")
        }
        #expect(store.presenter.supply == .failed)
        #expect(store.router.messages == [PlayerMessage(title: "Error", body: "The catalogue is damaged.", severity: .error)])

        store.send({ $0.didTapRetry() }) { $0.cards = .loading }
        #expect(store.presenter.supply == .loading)
        #expect(store.interactor.loadCount == 2)

        store.send({ $0.didTapRetry() })
        #expect(store.interactor.loadCount == 2, "one load at a time")

        store.send({ $0.displayNewData(data: makeFilms(1...5)) }) { $0.cards = .deck(store.cards(makeFilms(1...3))) }
        #expect(store.presenter.supply == .ready)
    }

    @Test("supply: an error while cards are on show keeps them and only says why")
    func failureWithCards() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.displayError(.loading(MessageError(message: ""))) })

        #expect(store.presenter.supply == .failed)
        #expect(store.router.messages.map(\.body) == ["\(PlayerMessage.unexplained) (MessageError)"], "an empty text is never shown as it is")
        #expect(store.router.messages.map(\.severity) == [.error])
    }

    @Test("welcome: asked for before the first cards, it waits and shows with them")
    func welcomeWaits() {
        let store = MainPresenterStore()

        store.send({ $0.showWelcome() })
        #expect(store.presenter.welcome == .waiting)

        store.send({ $0.displayNewData(data: makeFilms(1...5)) }) {
            $0.cards = .deck(store.cards(makeFilms(1...3)))
            $0.promo = PlayerText.welcomeText
        }
        #expect(store.presenter.welcome == .shown)
    }

    @Test("welcome: a failure with no cards drops a waiting welcome, hides a shown one, and refuses a later one")
    func welcomeAndFailure() {
        let waiting = MainPresenterStore()
        waiting.send({ $0.showWelcome() })
        waiting.send({ $0.displayError(.loading(MessageError(message: "Nothing to deal."))) }) { $0.cards = .error("Nothing to deal.") }
        #expect(waiting.presenter.welcome == .hidden)

        // A welcome on show over the one card dealt, which is then swiped: the deck is empty when loading fails.
        let shown = MainPresenterStore()
        shown.presenter.showWelcome()
        shown.presenter.displayNewData(data: makeFilms(1...1))
        #expect(shown.presenter.welcome == .shown)
        shown.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        shown.send({ $0.displayError(.loading(MessageError(message: "Nothing to deal."))) }) {
            $0.promo = nil
            $0.cards = .error("Nothing to deal.")
        }
        #expect(shown.presenter.welcome == .hidden)

        shown.send({ $0.showWelcome() }) // no welcome over the error
        #expect(shown.presenter.welcome == .hidden)
    }
}

/// Each row of the table in `MainPresenter`'s documentation: a phase, an event, the phase after and what the view
/// shows after it.
@MainActor
@Suite("Main presenter phases")
struct MainPresenterPhaseTests {
    let films = makeFilms(1...6)
    var suggested: Film { Film(id: FilmID(source: .catalogue, value: 99), title: "Amélie", year: 2001) }

    @Test("resting, swipeDidMove off the middle: moving, the hint shown from the commit rate")
    func restingToMoving() {
        let store = MainPresenterStore(dealing: films)
        #expect(store.presenter.phase.name == .resting)

        store.send({ $0.swipeDidMove(direction: .dislike, rate: 0.1) })
        #expect(store.presenter.phase.name == .moving)
        store.send({ $0.swipeDidMove(direction: .dislike, rate: 0.5) }) { $0.hint = .dislike }
        #expect(store.presenter.phase.name == .moving)
    }

    @Test("moving, swipeDidMove back to the middle: resting, without a hint")
    func movingBackToRest() {
        let store = MainPresenterStore(dealing: films)
        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.5) }) { $0.hint = .favourite }

        store.send({ $0.swipeDidMove(direction: .none, rate: 0) }) { $0.hint = .none }
        #expect(store.presenter.phase.name == .resting)
    }

    @Test("resting or moving, swipeDidEnd past the commit rate: committing, the card on top until the store has it")
    func endToCommitting() {
        for isMoving in [false, true] {
            let store = MainPresenterStore(dealing: films, confirmingSaves: false)
            if isMoving { store.send({ $0.swipeDidMove(direction: .watchlist, rate: 0.6) }) { $0.hint = .watchlist } }

            store.send({ $0.swipeDidEnd(direction: .watchlist, rate: 1) }) {
                $0.hint = .none
                $0.finished = .watchlist
                $0.isRedoHidden = false
            }
            #expect(store.presenter.phase.name == .committing, "moving first: \(isMoving)")
            #expect(store.presenter.pendingSave?.id == films[0].id)
            #expect(store.shown.deck.first?.id == films[0].id, "the card stays until it is saved")
            #expect(store.interactor.saved.map(\.id) == [films[0].id])
        }
    }

    @Test("resting or moving, swipeDidEnd short of the commit rate: resting, the card snapped back")
    func shortEndToResting() {
        for isMoving in [false, true] {
            let store = MainPresenterStore(dealing: films, confirmingSaves: false)
            if isMoving { store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.2) }) }

            store.send({ $0.swipeDidEnd(direction: .favourite, rate: 0.2) }) { $0.finished = UserReaction.none }
            #expect(store.presenter.phase.name == .resting, "moving first: \(isMoving)")
            #expect(store.interactor.saved.isEmpty)
        }
    }

    @Test("resting, didTapCard: reading, the top card's details open; reading, didDismissCard: resting")
    func reading() {
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.didTapCard() }) { $0.chrome.details = FilmCardViewData(film: films[0]) }
        #expect(store.presenter.phase.name == .reading)

        store.send({ $0.didDismissCard() }) { $0.chrome.details = nil }
        #expect(store.presenter.phase.name == .resting)
    }

    @Test("moving: a film dealt from elsewhere goes under the card being moved, which the swipe then takes")
    func dealtUnderAMovingCard() {
        let store = MainPresenterStore(dealing: films)
        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.4) }) { $0.hint = .favourite }

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([films[0], suggested, films[1]])) }
        #expect(store.presenter.phase.name == .moving)

        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) }) {
            $0.hint = .none
            $0.finished = .favourite
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards([suggested, films[1], films[2]]))
        }
        #expect(store.interactor.saved.map(\.id) == [films[0].id])
    }

    @Test("reading: a film dealt from elsewhere goes under the card being read, and the details stay open")
    func dealtUnderACardRead() {
        let store = MainPresenterStore(dealing: films)
        store.send({ $0.didTapCard() }) { $0.chrome.details = FilmCardViewData(film: films[0]) }

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([films[0], suggested, films[1]])) }
        #expect(store.presenter.phase.name == .reading)
        #expect(store.shown.chrome.details?.id == films[0].id)
    }

    @Test("resting: a film dealt from elsewhere goes on top")
    func dealtOnTopAtRest() {
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([suggested, films[0], films[1]])) }
    }

    @Test("committing, any action of the player's: it waits, and nothing shows until the store has the reaction")
    func actionsWaitWhileCommitting() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)

        store.send({ $0.swipeDidMove(direction: .dislike, rate: 0.6) })
        store.send({ $0.didTapCard() })
        store.send({ $0.didTapRedo() })
        store.send({ $0.didTapUndo() })
        store.send({ $0.didTapLibrary() })
        store.send({ $0.didChangeFilter(RecommendationFilter(genres: ["Horror"])) })
        store.send({ $0.didPickFilm(suggested) })
        store.send({ $0.didTapQuit() })

        #expect(store.presenter.phase.name == .committing)
        #expect(store.presenter.pendingSave?.waiting.count == 8)
        #expect(store.router.redos.isEmpty && store.router.libraryCount == 0 && store.router.quitCount == 0)
        #expect(store.interactor.undoCount == 0 && store.interactor.filters.isEmpty && store.interactor.added.isEmpty)
    }

    @Test("committing, redo: it waits, and opens Detail on the reaction once the store has it")
    func redoWaits() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)

        store.send({ $0.didTapRedo() })
        #expect(store.router.redos.isEmpty)

        store.send({ $0.displaySaved(id: films[0].id) }) {
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1...3]))
        }
        #expect(store.router.redos.map(\.film.id) == [films[0].id])
        #expect(store.router.redos.map(\.reaction) == [.favourite])
    }

    @Test("committing, undo: it waits, and asks the store once the reaction is in it, so it takes that one back")
    func undoWaits() {
        let store = MainPresenterStore.swiped(.dislike, dealing: films, confirmingSaves: false)

        store.send({ $0.didTapUndo() })
        #expect(store.interactor.undoCount == 0)

        store.presenter.displaySaved(id: films[0].id)
        #expect(store.interactor.undoCount == 1)
    }

    @Test("committing, details: they wait, and open on the next card once the swiped one is gone")
    func detailsWait() {
        let store = MainPresenterStore.swiped(.watchlist, dealing: films, confirmingSaves: false)

        store.send({ $0.didTapCard() })
        #expect(store.shown.chrome.details == nil)

        store.send({ $0.displaySaved(id: films[0].id) }) {
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1...3]))
            $0.chrome.details = FilmCardViewData(film: films[1])
        }
        #expect(store.presenter.phase.name == .reading)
    }

    @Test("committing, displaySaved: resting, then what waited in order; a swipe that waited commits in its turn")
    func savedRunsWhatWaited() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        #expect(store.presenter.pendingSave?.id == films[0].id)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        store.presenter.didTapLibrary()
        store.presenter.didTapQuit()
        #expect(store.presenter.pendingSave?.waiting.count == 3)
        #expect(store.interactor.saved.count == 1)

        store.send({ $0.displaySaved(id: films[0].id) }) {
            $0.finished = .dislike
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1...3]))
        }

        // The second swipe is now the one being committed, and what came after it waits for it in turn.
        #expect(store.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        #expect(store.presenter.pendingSave?.id == films[1].id)
        #expect(store.presenter.pendingSave?.waiting.count == 2)
        #expect(store.router.libraryCount == 0 && store.router.quitCount == 0)

        store.send({ $0.displaySaved(id: films[1].id) }) {
            $0.chrome.swipedCount = 2
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[2...4]))
        }
        #expect(store.presenter.phase.name == .resting)
        #expect(store.router.libraryCount == 1 && store.router.quitCount == 1)
    }

    @Test("committing, a confirmation for another film: nothing changes")
    func savedForAnotherFilm() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)

        store.send({ $0.displaySaved(id: films[3].id) })
        #expect(store.presenter.pendingSave?.id == films[0].id)
    }

    @Test("committing, displayError(.saving): resting, the card stays, what waited is dropped, the reaction before is the one to redo")
    func saveFails() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)
        store.presenter.displaySaved(id: films[0].id)
        store.presenter.swipeDidEnd(direction: .watchlist, rate: 1)
        store.presenter.didTapQuit()

        store.send({ $0.displayError(.saving(title: "Film 2", MessageError(message: "disk full"))) }) {
            $0.cards = .deck(store.cards(films[1...3]))
        }

        #expect(store.presenter.phase.name == .resting)
        #expect(store.presenter.lastReactedFilm == MainReactedFilm(film: FilmCardViewData(film: films[0]), reaction: .favourite))
        #expect(store.shown.isRedoHidden == false)
        #expect(store.shown.chrome.swipedCount == 1, "the failed one is not counted")
        #expect(store.router.quitCount == 0, "the quit that waited for the failed save is dropped")
        #expect(store.router.messages.last == PlayerMessage(
            title: PlayerMessage.errorTitle, body: "Could not save your reaction to Film 2: disk full", severity: .error
        ))
    }

    @Test("committing the first reaction, displayError(.saving): redo is hidden again, there being nothing to redo")
    func firstSaveFails() {
        let store = MainPresenterStore.swiped(.favourite, dealing: films, confirmingSaves: false)

        store.send({ $0.displayError(.saving(title: "Film 1", MessageError(message: "disk full"))) }) { $0.isRedoHidden = true }
        #expect(store.presenter.lastReactedFilm == nil)
    }

    @Test("any phase, finish(with:): finishing, its countdown gone and its last word routed")
    func finishFromAnyPhase() {
        let ending = PlayerMessage(title: "Party K7QX3PM is over", body: "Ann ended the room for everyone.", severity: .notice)
        let starts: [(String, (MainPresenterStore) -> Void)] = [
            ("resting", { _ in }),
            ("moving", { $0.presenter.swipeDidMove(direction: .favourite, rate: 0.5) }),
            ("reading", { $0.presenter.didTapCard() }),
            ("committing", { $0.presenter.swipeDidEnd(direction: .favourite, rate: 1) }),
        ]
        for (name, start) in starts {
            let store = MainPresenterStore(dealing: films, confirmingSaves: false)
            store.presenter.showCountdown("Deciding for you… 1")
            start(store)

            store.send({ $0.finish(with: ending) }) { $0.chrome.countdown = nil }

            #expect(store.presenter.phase.name == .finishing, "from \(name)")
            #expect(store.router.endings == [ending], "from \(name)")
            #expect(store.router.exitCount == 0, "from \(name): the player reads it first")
        }
    }

    @Test("finishing: swipes are ignored")
    func finishingIgnoresSwipes() {
        let store = MainPresenterStore(dealing: films)
        store.presenter.finish(with: PlayerMessage(title: "Over", body: "The room ended.", severity: .notice))

        store.send({ $0.swipeDidMove(direction: .favourite, rate: 0.8) })
        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) })

        #expect(store.interactor.saved.isEmpty)
        #expect(store.presenter.phase.name == .finishing)
    }

    @Test("finishing, didReturnToCards or didTapQuit: the game ends, without asking to end a room that is over")
    func finishingEnds() {
        let events: [(MainPresenter) -> Void] = [{ $0.didReturnToCards() }, { $0.didTapQuit() }]
        for event in events {
            let store = MainPresenterStore(dealing: films)
            store.presenter.finish(with: PlayerMessage(title: "Over", body: "The room ended.", severity: .notice))

            store.send(event)

            #expect(store.router.exitCount == 1)
            #expect(store.router.quitCount == 0)
        }
    }

    @Test("not finishing, didReturnToCards: the total is counted again, and the game goes on")
    func returnToCardsCounts() {
        let store = MainPresenterStore(dealing: films)
        let counted = store.interactor.totalRequests

        store.send({ $0.didReturnToCards() })

        #expect(store.interactor.totalRequests == counted + 1)
        #expect(store.router.exitCount == 0)
    }
}
