@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Main presenter: a film a party member suggests")
struct MainPartySuggestionTests {
    let films = makeFilms(1...5)
    var suggested: Film {
        Film(id: FilmID(source: .catalogue, value: 3061), title: "Holiday Inn", year: 1942, reason: "suggested by Ana")
    }

    @Test("it is dealt on top, known to the interactor, and the next swipe votes on it")
    func onTop() {
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([suggested, films[0], films[1]])) }
        #expect(store.interactor.added == [suggested.id])

        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(store.interactor.saved.map(\.id) == [suggested.id])
    }

    @Test("while the player moves the top card it goes under it, so the swipe lands on the card being moved")
    func underAMovingCard() {
        let store = MainPresenterStore(dealing: films)
        store.presenter.swipeDidMove(direction: .favourite, rate: 0.4)

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([films[0], suggested, films[1]])) }
        store.send({ $0.swipeDidEnd(direction: .favourite, rate: 1) }) {
            $0.hint = .none
            $0.finished = .favourite
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards([suggested, films[1], films[2]])) // then it is on top
        }
        #expect(store.interactor.saved.map(\.id) == [films[0].id])
    }

    @Test("a card moved back to the middle and let go is no longer in hand")
    func letGo() {
        let store = MainPresenterStore(dealing: films)
        store.presenter.swipeDidMove(direction: .favourite, rate: 0.4)
        store.presenter.swipeDidMove(direction: .none, rate: 0)

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([suggested, films[0], films[1]])) }
    }

    @Test("while the player reads the top card's details they stay open; the film is next once they close")
    func underDetails() {
        let store = MainPresenterStore(dealing: films)
        store.presenter.didTapCard()
        let read = store.shown.chrome.details
        var counted = films[0]
        counted.reason = "1 of 2 have swiped it"

        store.send({ $0.dealOnTop(suggested) }) { $0.cards = .deck(store.cards([films[0], suggested, films[1]])) }
        store.send({ $0.updateReason(of: films[0].id, to: "1 of 2 have swiped it") }) {
            $0.cards = .deck(store.cards([counted, suggested, films[1]]))
        }
        #expect(store.shown.chrome.details == read, "nothing closes the details under the player")

        store.send({ $0.didDismissCard() }) { $0.chrome.details = nil }
        #expect(store.shown.deck == store.cards([counted, suggested, films[1]]))
    }

    @Test("the very card in hand, suggested, stays where it is with its new reason")
    func theCardInHand() {
        let store = MainPresenterStore(dealing: films)
        store.presenter.swipeDidMove(direction: .dislike, rate: 0.2)
        var same = films[0]
        same.reason = "suggested by Bob"

        store.send({ $0.dealOnTop(same) }) { $0.cards = .deck(store.cards([same, films[1], films[2]])) }
    }
}

/// What a party game's `suggest` was given.
@MainActor
final class SuggestedFilms {
    var films: [Film] = []
}

@MainActor
@Suite("Main assembly: / in a party")
struct MainPartySearchTests {
    @Test("a film found with / goes to the room, and the player's own cards stay as they were until the room deals it")
    func foundFilmGoesToTheRoom() async {
        let found = Film(id: FilmID(source: .catalogue, value: 3061), title: "Holiday Inn", year: 1942)
        let suggested = SuggestedFilms()
        let search = FakeFilmSearch([found])
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: []), store: FakeReactionStore())
        environment.search = search
        environment.party = MainPartyActions(suggest: { suggested.films.append($0) }, decide: {}, endRoom: nil)
        let main = MainAssembly(environment: environment, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 }).build(navigator: stack)
        stack.push(main.screen)

        stack.handle(.key(.char("/")))
        for character in "holiday" { stack.handle(.key(.char(character))) }
        // The search answers on the main actor once the fake has been asked the whole word; no clock is involved.
        while await search.asked.last != "holiday" { await Task.yield() }
        var yields = 0
        while !render(stack).contains("Holiday Inn (1942)"), yields < 1_000 {
            await Task.yield()
            yields += 1
        }
        stack.handle(.key(.enter))

        #expect(suggested.films.map(\.id) == [found.id])
        #expect(!render(stack).contains("Holiday Inn"), "the search closed, and the film is not dealt before the room says so")
    }

    private func render(_ stack: ScreenStack) -> String {
        var buffer = Buffer(width: 100, height: 32)
        stack.render(into: &buffer, area: buffer.bounds)
        return buffer.text
    }
}
