@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Main presenter: what a party game adds")
struct MainPartyTests {
    typealias Const = MainPresenter.Const

    @Test("the status lines a party gives reach the view as they are")
    func status() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))

        h.presenter.showStatus(["Room K7QX3PM · here: Ann, Bob", "A friend joins with: filmswipe party join K7QX3PM@127.0.0.1:7420"])
        h.presenter.showStatus([])

        #expect(h.view.states == [
            .setStatus(["Room K7QX3PM · here: Ann, Bob", "A friend joins with: filmswipe party join K7QX3PM@127.0.0.1:7420"]),
            .setStatus([]),
        ])
    }

    @Test("m lists the matches once a game has them to show; before, and in a solo game, it does nothing")
    func matches() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapMatches()
        #expect(h.router.results.isEmpty, "a solo game has no matches to list")

        h.presenter.setMatches([])
        h.presenter.didTapMatches()
        h.presenter.setMatches(["Heat (1995)", "Alien (1979)"])
        h.presenter.didTapMatches()

        #expect(h.view.states == [.setMatchesShown(true)], "told once, when the game starts having matches")
        #expect(h.router.results.map(\.title) == [Const.matchesTitle, Const.matchesTitle])
        #expect(h.router.results.map(\.message) == [Const.noMatchesText, "Heat (1995)\nAlien (1979)"])
    }

    @Test("a card's reason changes while it is in the deck, and is shown again only when it is one of the cards on screen")
    func reason() {
        let films = makeFilms(1...5)
        let h = MainPresenterHarness(dealing: films)

        h.presenter.updateReason(of: films[1].id, to: "2 of 3 have swiped it")
        h.presenter.updateReason(of: films[4].id, to: "1 of 3 have swiped it")
        h.presenter.updateReason(of: films[1].id, to: "2 of 3 have swiped it")

        var changed = films[1]
        changed.reason = "2 of 3 have swiped it"
        #expect(h.view.states == [.newData(h.cards([films[0], changed, films[2]]))])
    }

    @Test("the screen draws the status under the header, offers m in the legend, and sends m only when matches are shown")
    func screen() {
        let output = MainViewOutputSpy()
        let features = MainFeatures(game: .party, canSearch: false)
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: false, features: features, clock: { 0 })
        sut.display(.newData([FilmCardViewData(film: makeFilms(1...1)[0])]))
        sut.handle(.key(.char("m")))
        #expect(output.calls.isEmpty)

        sut.display(.setStatus(["Room K7QX3PM · here: Ann, Bob"]))
        sut.display(.setMatchesShown(true))
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        sut.handle(.key(.char("m")))

        #expect(buffer.text(row: 1).contains("Room K7QX3PM · here: Ann, Bob"))
        #expect(buffer.text(row: 31).contains("m matches"))
        #expect(output.calls == [.matches])

        var small = Buffer(width: 40, height: 12)
        sut.render(into: &small, area: small.bounds)
        #expect(small.text(row: 0).contains("Room K7QX"), "a short terminal keeps the room's code in the header")
    }

    @Test("d asks the room to decide, and the countdown it hears of reaches the view as it is, then goes")
    func decide() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapDecide()
        h.presenter.showCountdown("Deciding for you… 3")
        h.presenter.showCountdown("Deciding for you… 2")
        h.presenter.showCountdown(nil)

        #expect(h.router.decisionCount == 1)
        #expect(h.view.states == [
            .displayCountdown("Deciding for you… 3"), .displayCountdown("Deciding for you… 2"), .displayCountdown(nil),
        ])
    }

    @Test("the host's q asks whether to end the room; anyone else's q leaves at once")
    func hostQuits() {
        let host = MainPresenterHarness(dealing: makeFilms(1...5))
        host.presenter.asksBeforeQuitting = true
        host.presenter.didTapQuit()
        #expect(host.router.quitChoiceCount == 1 && host.router.exitCount == 0)

        let member = MainPresenterHarness(dealing: makeFilms(1...5))
        member.presenter.didTapQuit()
        #expect(member.router.quitChoiceCount == 0 && member.router.exitCount == 1)
    }

    @Test("a room that ended: its countdown goes, its last word closes what is over the game, and the game ends once the player is back on the cards")
    func finish() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.asksBeforeQuitting = true
        let ending = PlayerMessage(title: "Party K7QX3PM is over", body: "Ann ended the room for everyone.\n\nHeat (1995)", severity: .notice)
        h.presenter.showCountdown("Deciding for you… 1")
        h.presenter.finish(with: ending)
        #expect(h.router.endings == [ending])
        #expect(h.router.exitCount == 0, "the player reads it first")

        h.presenter.didReturnToCards()
        #expect(h.router.exitCount == 1)
        #expect(h.view.states == [.displayCountdown("Deciding for you… 1"), .displayCountdown(nil)])
        h.presenter.didTapQuit()
        #expect(h.router.quitChoiceCount == 0, "a room that is over has nothing left to end")
    }
}
