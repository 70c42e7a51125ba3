@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

@MainActor
@Suite("A card says how thin its evidence is")
struct MainThinEvidenceTests {
    /// Dealt by the recommender on the strength of a like, though only three people rated it.
    static let longShot: Film = {
        var film = Film(id: FilmID(source: .catalogue, value: 34000), title: "Night of the Lepus", year: 1972, genres: ["Horror"], rating: 7, ratingCount: 3)
        film.ratingSpread = [0, 0, 0, 0, 0, 1, 1, 0, 1, 0]
        film.reason = "because you liked The Birds"
        return film
    }()

    @Test("the presenter's card says \"only 3 ratings\" under ten ratings, and the plain count from ten")
    func presenterSaysOnly() {
        let store = MainPresenterStore()
        let known = Film(id: FilmID(source: .catalogue, value: 34001), title: "The Birds", year: 1963, genres: ["Horror"], rating: 7.6, ratingCount: 10)

        store.send({ $0.displayNewData(data: [Self.longShot, known]) }) { $0.cards = .deck(store.cards([Self.longShot, known])) }
        let cards = store.shown.deck
        #expect(cards.map(\.rating) == ["★ 7.0/10 · only 3 ratings", "★ 7.6/10 · 10 ratings"])
        #expect(cards.first?.reason == "Because you liked The Birds")
    }

    @Test("the card shows the thin evidence beside the rating, with the reason it was dealt")
    func cardShowsIt() {
        let screen = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
        screen.display(.newData([FilmCardViewData(film: Self.longShot)]))
        var buffer = Buffer(width: 60, height: 20)
        screen.render(into: &buffer, area: buffer.bounds)

        ViewFixture.check(buffer, named: "main-thin-evidence-60x20")
        #expect(buffer.text.contains("★ 7.0/10 · only 3 ratings"))
    }
}
