@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Main presenter: what a party game adds")
struct MainPartyTests {
    @Test("the status lines a party gives reach the view as they are")
    func status() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        let lines = ["Room K7QX3PM · here: Ann, Bob", "A friend joins with: filmswipe party join K7QX3PM@127.0.0.1:7420"]

        store.send({ $0.showStatus(lines) }) { $0.chrome.status = lines }
        store.send({ $0.showStatus([]) }) { $0.chrome.status = [] }
    }

    @Test("m lists the matches once a game has them to show; before, and in a solo game, it does nothing")
    func matches() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.didTapMatches() })
        #expect(store.router.messages.isEmpty, "a solo game has no matches to list")

        store.send({ $0.setMatches([]) }) { $0.chrome.offersMatches = true }
        store.send({ $0.didTapMatches() })
        store.send({ $0.setMatches(["Heat (1995)", "Alien (1979)"]) }) // still offered: nothing to draw again
        store.send({ $0.didTapMatches() })

        #expect(store.router.messages == [
            PlayerMessage(title: PlayerText.matchesTitle, body: PlayerText.noMatchesText, severity: .notice),
            PlayerMessage(title: PlayerText.matchesTitle, body: "Heat (1995)\nAlien (1979)", severity: .notice),
        ])
    }

    @Test("a card's reason changes while it is in the deck, and is shown again only when it is one of the cards on screen")
    func reason() {
        let films = makeFilms(1...5)
        let store = MainPresenterStore(dealing: films)
        var changed = films[1]
        changed.reason = "2 of 3 have swiped it"

        store.send({ $0.updateReason(of: films[1].id, to: "2 of 3 have swiped it") }) {
            $0.cards = .deck(store.cards([films[0], changed, films[2]]))
        }
        let sent = store.view.states.count
        store.send({ $0.updateReason(of: films[4].id, to: "1 of 3 have swiped it") })
        store.send({ $0.updateReason(of: films[1].id, to: "2 of 3 have swiped it") })
        #expect(store.view.states.count == sent, "a card off screen, or a reason unchanged, draws nothing")

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        var later = films[4]
        later.reason = "1 of 3 have swiped it"
        #expect(store.shown.deck.last == FilmCardViewData(film: later), "the reason given while it was off screen")
    }

    @Test("the screen draws the status under the header, offers m in the legend, and sends m only when matches are shown")
    func screen() {
        let output = MainViewOutputSpy()
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: false, features: MainKeyModes.party(search: false), clock: { 0 })
        sut.display(.newData([FilmCardViewData(film: makeFilms(1...1)[0])]))
        sut.handle(.key(.char("m")))
        #expect(output.calls.isEmpty)

        var chrome = MainChrome()
        chrome.status = ["Room K7QX3PM · here: Ann, Bob"]
        chrome.offersMatches = true
        sut.display(.chrome(chrome))
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
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.didTapDecide() })
        #expect(store.router.decisionCount == 1)

        store.send({ $0.showCountdown("Deciding for you… 3") }) { $0.chrome.countdown = "Deciding for you… 3" }
        store.send({ $0.showCountdown("Deciding for you… 2") }) { $0.chrome.countdown = "Deciding for you… 2" }
        store.send({ $0.showCountdown(nil) }) { $0.chrome.countdown = nil }
    }

    @Test("q asks the router to leave, whoever presses it: the router asks the host whether to end the room")
    func quit() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.didTapQuit() })
        #expect(store.router.quitCount == 1 && store.router.exitCount == 0)
    }

    @Test("a room that ended: its countdown goes, its last word closes what is over the game, and the game ends once the player is back on the cards")
    func finish() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        let ending = PlayerMessage(title: "Party K7QX3PM is over", body: "Ann ended the room for everyone.\n\nHeat (1995)", severity: .notice)
        store.send({ $0.showCountdown("Deciding for you… 1") }) { $0.chrome.countdown = "Deciding for you… 1" }

        store.send({ $0.finish(with: ending) }) { $0.chrome.countdown = nil }
        #expect(store.router.endings == [ending])
        #expect(store.router.exitCount == 0, "the player reads it first")

        store.send({ $0.didReturnToCards() })
        #expect(store.router.exitCount == 1)
        store.send({ $0.didTapQuit() })
        #expect(store.router.quitCount == 0, "a room that is over has nothing left to end")
    }
}
