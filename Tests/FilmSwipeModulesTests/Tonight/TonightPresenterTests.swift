@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeParty
import Testing

@MainActor
@Suite("Tonight presenter")
struct TonightPresenterTests {
    let first = TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo)
    let second = TonightFilms.pair(TonightFilms.alien, TonightFilms.brazil, number: 2)

    @Test("on screen it shows that films are being dealt and starts the round; the first pair then shows, with nothing to take back")
    func starts() {
        let store = TonightPresenterStore()
        #expect(store.shown == .starting)
        #expect(store.interactor.started)
        store.send({ $0.displayPair(first) }, shows: store.pairShown(first))
        guard case let .pair(pair) = store.shown else { return }
        #expect(pair.left.title == "Heat" && pair.right.title == "Fargo")
        #expect(pair.progress == "Pair 1 of 3" && pair.stage == "Semi-finals")
        #expect(!pair.canTakeBack && !pair.isKnockingOut)
    }

    @Test("the bracket's stages: rounds counted, then the semi-finals, then the final")
    func stages() {
        let stage = { (round: Int, rounds: Int) in
            TonightPresenter.pairData(TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo, round: round, rounds: rounds), knockingOut: false).stage
        }
        #expect([stage(1, 4), stage(2, 4), stage(3, 4), stage(4, 4)] == ["Round 1 of 4", "Round 2 of 4", "Semi-finals", "Final"])
        #expect(stage(1, 1) == "Final")
    }

    @Test("choosing a side answers the pair with that film; the screen waits for the next pair")
    func choose() {
        let store = TonightPresenterStore(showing: first)
        store.send { $0.didChoose(.right) }
        #expect(store.interactor.answers == [.prefer(TonightFilms.fargo.id)])
        store.send({ $0.displayPair(second) }, shows: store.pairShown(second))
        store.send { $0.didChoose(.left) }
        #expect(store.interactor.answers.last == .prefer(TonightFilms.alien.id))
    }

    @Test("knock out asks which; the side chosen then is the film out, and Esc keeps both")
    func knockOut() {
        let store = TonightPresenterStore(showing: first)
        store.send({ $0.didTapKnockOut() }, shows: store.pairShown(first, knockingOut: true))
        store.send({ $0.didTapCancel() }, shows: store.pairShown(first))
        #expect(store.interactor.answers.isEmpty)
        store.send({ $0.didTapKnockOut() }, shows: store.pairShown(first, knockingOut: true))
        store.send { $0.didChoose(.left) }
        #expect(store.interactor.answers == [.knockOut(TonightFilms.heat.id)])
        store.send({ $0.displayPair(second) }, shows: store.pairShown(second))
    }

    @Test("take back: nothing to take back at the first pair; from the second it asks the round to take the last answer back")
    func takeBack() {
        let store = TonightPresenterStore(showing: first)
        store.send { $0.didTapTakeBack() }
        #expect(store.interactor.takenBack == 0)
        store.send({ $0.displayPair(second) }, shows: store.pairShown(second))
        guard case let .pair(pair) = store.shown, pair.canTakeBack else {
            Issue.record("the second pair offers no take back")
            return
        }
        store.send { $0.didTapTakeBack() }
        #expect(store.interactor.takenBack == 1)
        store.send({ $0.displayPair(first) }, shows: store.pairShown(first))
    }

    @Test("a round going on from an earlier run says so on its first pair, knocking out too, and not once another pair shows")
    func goesOn() {
        let store = TonightPresenterStore()
        store.send({ $0.displayPair(second) }, shows: .pair(TonightPresenter.pairData(second, knockingOut: false, resumed: true)))
        guard case let .pair(pair) = store.shown else { return }
        #expect(pair.resumedNote == "back where you left off" && pair.canTakeBack)
        store.send({ $0.didTapKnockOut() }, shows: .pair(TonightPresenter.pairData(second, knockingOut: true, resumed: true)))
        store.send { $0.didTapTakeBack() }
        store.send({ $0.displayPair(first) }, shows: store.pairShown(first))
        store.send({ $0.displayPair(second) }, shows: store.pairShown(second))
        guard case let .pair(again) = store.shown else { return }
        #expect(again.resumedNote == nil)
    }

    @Test("the round's end shows the film, the runner-up and how it was chosen while it is kept; then that it is kept")
    func decided() {
        let store = TonightPresenterStore(showing: first)
        store.send({ $0.displayDecided(TonightFilms.choice, decidedBy: .points) }, shows: .decided(TonightDecisionViewData(
            card: FilmCardViewData(film: TonightFilms.heat), headline: "Tonight: Heat (1995)", runnerUp: "Runner-up: Fargo (1996)", tieBreak: nil,
            whereToWatch: [], among: "Chosen from 4 films", keeping: .keeping
        )))
        // The round is over: a key meant for a pair does nothing.
        store.send { $0.didChoose(.left) }
        store.send { $0.didTapTakeBack() }
        #expect(store.interactor.answers.isEmpty && store.interactor.takenBack == 0)
        guard case let .decided(decision) = store.shown else { return }
        store.send({ $0.displaySaved() }, shows: .decided(decision.keeping(.kept)))
        #expect(store.router.messages.isEmpty)
        store.send { $0.didTapDone() }
        #expect(store.router.finished == .some(TonightFilms.choice))
    }

    @Test("a film chosen by a tie-break says how the tie was broken; one streaming says where, the player's services first")
    func tieAndWhereToWatch() {
        let store = TonightPresenterStore(showing: first)
        let choice = TonightChoice(film: TonightFilms.heatStreaming, runnerUp: TonightFilms.fargo, among: 2, chosenAt: TonightFilms.choice.chosenAt)
        store.presenter.displayDecided(choice, decidedBy: .fewerKnockOuts)
        guard case let .decided(decision) = store.shown else {
            Issue.record("not decided")
            return
        }
        #expect(decision.tieBreak == "a tie on points, won by fewer knock-outs")
        #expect(decision.whereToWatch == ["On your services: Netflix", "Stream in GB: Netflix", "Rent in GB: Apple TV", "Availability by JustWatch"])
        #expect(decision.card.availability == nil, "said under the card, not twice")
    }

    @Test("one film that fits: no pair at all, the film at once")
    func onlyFilm() {
        let store = TonightPresenterStore()
        let only = TonightChoice(film: TonightFilms.alien, runnerUp: nil, among: 1, chosenAt: TonightFilms.choice.chosenAt)
        store.presenter.displayDecided(only, decidedBy: .onlyFilm)
        guard case let .decided(decision) = store.shown else { return }
        #expect(decision.runnerUp == nil && decision.tieBreak == nil && decision.among == "The only film that fits")
    }

    @Test("a choice that could not be kept is still shown, says it is not kept, and the reason is routed as an error")
    func notKept() {
        let store = TonightPresenterStore(showing: first)
        store.presenter.displayDecided(TonightFilms.choice, decidedBy: .points)
        guard case let .decided(decision) = store.shown else { return }
        store.send({ $0.displayError(.saving(MessageError(message: "disk full"))) }, shows: .decided(decision.keeping(.notKept)))
        #expect(store.router.messages.map(\.severity) == [.error])
        #expect(store.router.messages.first?.body.contains("Heat (1995) was chosen") == true)
        #expect(store.router.messages.first?.body.contains("disk full") == true)
        store.send { $0.didTapDone() }
        #expect(store.router.finished == .some(TonightFilms.choice))
    }

    @Test("answers that cannot be kept are said as an error that names the way out, and the pair stays on screen")
    func answersNotKept() {
        let store = TonightPresenterStore(showing: second)
        store.send { $0.displayError(.keepingAnswers(MessageError(message: "Cannot write /d/tonight-round.json: read-only file system"))) }
        let message = store.router.messages.last
        #expect(message?.severity == .error && message?.title == "Answers not kept")
        #expect(message?.body.contains("read-only file system") == true && message?.body.contains("choose the film before you leave") == true)
    }

    @Test("quitting before the end finishes with no film; after it, with the film; only once")
    func quit() {
        let early = TonightPresenterStore(showing: first)
        early.send { $0.didTapQuit() }
        #expect(early.router.finished == .some(nil))
        early.send { $0.didTapQuit() }
        early.send { $0.displayPair(second) }
        #expect(early.router.finishCount == 1)

        let late = TonightPresenterStore(showing: first)
        late.presenter.displayDecided(TonightFilms.choice, decidedBy: .points)
        late.send { $0.didTapQuit() }
        #expect(late.router.finished == .some(TonightFilms.choice))
    }
}

extension TonightDecisionViewData {
    /// The same decision, kept as `keeping` says.
    func keeping(_ keeping: Keeping) -> TonightDecisionViewData {
        TonightDecisionViewData(card: card, headline: headline, runnerUp: runnerUp, tieBreak: tieBreak, whereToWatch: whereToWatch, among: among, keeping: keeping)
    }
}
