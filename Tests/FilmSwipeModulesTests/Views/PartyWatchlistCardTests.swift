@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

/// A party card dealt for the members' watchlists says on how many it is, on the card's reason line, never whose.
@MainActor
@Suite("Party card: on N watchlists")
struct PartyWatchlistCardTests {
    private func render(width: Int, height: Int) -> Buffer {
        // A party game's keys without the room's own `d` (the fixtures were drawn so): the card is what is looked at.
        let features = MainFeatures(search: false, filters: false, lists: false, suggests: true)
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, features: features, clock: { 0 })
        var heat = ViewSamples.heat
        // As the party session words it for a card the server says is on three watchlists of those present.
        heat.reason = "on 3 watchlists · nobody has swiped it yet"
        sut.display(.newData(ViewSamples.cards(heat, ViewSamples.alien)))
        var chrome = MainChrome()
        chrome.status = ["Party K7QX3PM · 3 here: Ann, Bob, Cat"]
        sut.display(.chrome(chrome))
        var buffer = Buffer(width: width, height: height)
        sut.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    @Test("at 60×20 the card's last line says on how many watchlists the film is")
    func small() {
        let buffer = render(width: 60, height: 20)
        ViewFixture.check(buffer, named: "party-watchlists-60x20")
        #expect((0..<20).contains { buffer.text(row: $0).contains("On 3 watchlists · nobody has swiped it yet") })
    }

    @Test("at 100×32 the same line, under the overview")
    func large() {
        let buffer = render(width: 100, height: 32)
        ViewFixture.check(buffer, named: "party-watchlists-100x32")
        #expect((0..<32).contains { buffer.text(row: $0).contains("On 3 watchlists · nobody has swiped it yet") })
    }
}
