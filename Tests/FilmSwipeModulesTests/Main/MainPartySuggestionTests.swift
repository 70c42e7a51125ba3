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
        let h = MainPresenterHarness(dealing: films)

        h.presenter.dealOnTop(suggested)

        #expect(h.view.states == [.newData(h.cards([suggested, films[0], films[1]]))])
        #expect(h.interactor.added == [suggested.id])
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(h.interactor.saved.map(\.id) == [suggested.id])
    }

    @Test("while the player moves the top card it goes under it, so the swipe lands on the card being moved")
    func underAMovingCard() {
        let h = MainPresenterHarness(dealing: films)
        h.presenter.swipeDidMove(direction: .favourite, rate: 0.4)
        h.view.clear()

        h.presenter.dealOnTop(suggested)
        h.presenter.swipeDidEnd(direction: .favourite, rate: 1)

        #expect(h.view.states.first == .newData(h.cards([films[0], suggested, films[1]])))
        #expect(h.interactor.saved.map(\.id) == [films[0].id])
        #expect(h.view.states.last == .newData(h.cards([suggested, films[1], films[2]])), "then it is on top")
    }

    @Test("a card moved back to the middle and let go is no longer in hand")
    func letGo() {
        let h = MainPresenterHarness(dealing: films)
        h.presenter.swipeDidMove(direction: .favourite, rate: 0.4)
        h.presenter.swipeDidMove(direction: .none, rate: 0)
        h.view.clear()

        h.presenter.dealOnTop(suggested)

        #expect(h.view.states == [.newData(h.cards([suggested, films[0], films[1]]))])
    }

    @Test("while the player reads the top card's details they stay open; the film is next once they close")
    func underDetails() {
        let h = MainPresenterHarness(dealing: films)
        h.presenter.didTapCard()
        h.view.clear()

        h.presenter.dealOnTop(suggested)
        h.presenter.updateReason(of: films[0].id, to: "1 of 2 have swiped it")
        #expect(h.view.states.isEmpty, "nothing closes the details under the player")

        h.presenter.didDismissCard()
        var counted = films[0]
        counted.reason = "1 of 2 have swiped it"
        #expect(h.view.states == [.newData(h.cards([counted, suggested, films[1]]))])
    }

    @Test("the very card in hand, suggested, stays where it is with its new reason")
    func theCardInHand() {
        let h = MainPresenterHarness(dealing: films)
        h.presenter.swipeDidMove(direction: .dislike, rate: 0.2)
        h.view.clear()
        var same = films[0]
        same.reason = "suggested by Bob"

        h.presenter.dealOnTop(same)

        #expect(h.view.states == [.newData(h.cards([same, films[1], films[2]]))])
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
        let main = MainAssembly(
            repository: FakeFilmRepository(pages: []), store: FakeReactionStore(), theme: Theme(glyphs: .unicode), animated: false,
            kind: .party, search: search, suggest: { suggested.films.append($0) }, clock: { 0 }
        ).build(navigator: stack)
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
