@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

@MainActor
final class MainPosterSpy: MainPosterInput {
    private(set) var loads: [(id: FilmID, size: PosterSize)] = []
    func loadPoster(of film: Film, size: PosterSize) { loads.append((film.id, size)) }
}

@MainActor
@Suite("Main presenter: posters come when ready, and never hold up a swipe")
struct MainPresenterPosterTests {
    static let films = (1...5).map { Film(id: FilmID(source: .tmdb, value: $0), title: "Film \($0)", posterPath: "/p\($0).jpg") }
    static let size = PosterSize(rows: 13)

    func started() -> (MainPresenterStore, MainPosterSpy) {
        let store = MainPresenterStore()
        let posters = MainPosterSpy()
        store.presenter.posterInput = posters
        return (store, posters)
    }

    /// A presenter with the films dealt, once the top card's size is known.
    func sized() -> (MainPresenterStore, MainPosterSpy) {
        let (store, posters) = started()
        store.presenter.displayNewData(data: Self.films)
        store.presenter.posterSizeDidChange(Self.size)
        return (store, posters)
    }

    /// The card of `film` with `poster`.
    func card(_ film: Film, _ poster: CardPoster) -> FilmCardViewData {
        FilmCardViewData(film: film, poster: poster)
    }

    @Test("once the card's size is known, the top card's poster and the next one's are asked for, each once")
    func asksForTopAndNext() {
        let (store, posters) = started()
        store.presenter.displayNewData(data: Self.films)
        #expect(posters.loads.isEmpty, "no size yet: nothing to draw a poster in")
        store.presenter.posterSizeDidChange(Self.size)
        #expect(posters.loads.map(\.id) == [Self.films[0].id, Self.films[1].id])
        store.presenter.posterSizeDidChange(Self.size)
        store.presenter.didDismissCard()
        #expect(posters.loads.count == 2)
    }

    @Test("cards of films with a poster keep its place while it is on their way")
    func coming() {
        let (store, _) = started()
        store.send({ $0.displayNewData(data: Self.films) }) {
            $0.cards = .deck(Self.films.prefix(3).map { self.card($0, .coming) })
        }
    }

    @Test("a poster arriving after its card was dealt redraws the card; a swipe meanwhile went through at once")
    func arrivesLater() {
        let (store, posters) = sized()

        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(store.interactor.saved.map(\.id) == [Self.films[0].id], "the swipe did not wait for any poster")
        #expect(store.shown.deck == store.cards(Self.films[1...3]))
        #expect(posters.loads.map(\.id) == [Self.films[0].id, Self.films[1].id, Self.films[2].id], "the new next card's poster is asked for")

        let poster = TerminalPoster.cells(Buffer(width: Self.size.columns, height: Self.size.rows))
        store.send({ $0.displayPoster(poster, of: Self.films[1].id, size: Self.size) }) {
            $0.cards = .deck([self.card(Self.films[1], .drawn(poster))] + store.cards(Self.films[2...3]))
        }
    }

    @Test("a poster that could not be made gives the card's text the room")
    func notMade() {
        let (store, _) = sized()

        store.send({ $0.displayPoster(nil, of: Self.films[0].id, size: Self.size) }) {
            $0.cards = .deck([self.card(Self.films[0], .none)] + store.cards(Self.films[1...2]))
        }
    }

    @Test("a poster for a card gone, or drawn for a size the card no longer has, is dropped")
    func stale() {
        let (store, posters) = sized()
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        let poster = TerminalPoster.cells(Buffer(width: Self.size.columns, height: Self.size.rows))

        store.send({ $0.displayPoster(poster, of: Self.films[0].id, size: Self.size) })
        let bigger = PosterSize(rows: 20)
        store.send({ $0.posterSizeDidChange(bigger) })
        store.send({ $0.displayPoster(poster, of: Self.films[1].id, size: Self.size) })

        #expect(posters.loads.suffix(2).map(\.size) == [bigger, bigger], "a new size asks again for the cards on show")
    }

    @Test("a new size takes the posters drawn for the old one off the cards, to be drawn again, not stretched")
    func resizeForgetsPosters() {
        let (store, posters) = sized()
        let poster = TerminalPoster.cells(Buffer(width: Self.size.columns, height: Self.size.rows))
        store.presenter.displayPoster(poster, of: Self.films[0].id, size: Self.size)
        #expect(store.shown.deck.first?.poster == .drawn(poster))

        store.send({ $0.posterSizeDidChange(PosterSize(rows: 20)) }) { $0.cards = .deck(store.cards(Self.films[0...2])) }
        #expect(posters.loads.map(\.id).suffix(2) == [Self.films[0].id, Self.films[1].id])
    }

    @Test("a card dealt again (a swipe taken back) asks again for its poster")
    func dealtAgain() {
        let (store, posters) = sized()
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        let asked = posters.loads.count

        store.presenter.displayUndone(ReactionUndo(film: Self.films[0], undone: .favourite, outcome: .restored(nil)), newest: nil)

        #expect(store.shown.deck.first == card(Self.films[0], .coming))
        #expect(posters.loads.dropFirst(asked).map(\.id) == [Self.films[0].id])
    }

    @Test("no room for a poster, or films without one, ask for nothing; nor does a game without posters")
    func nothingToAsk() {
        let (store, posters) = started()
        store.presenter.displayNewData(data: [Film(id: FilmID(source: .tmdb, value: 9), title: "No poster")] + Self.films)
        store.presenter.posterSizeDidChange(Self.size)
        #expect(posters.loads.map(\.id) == [Self.films[0].id])
        store.presenter.posterSizeDidChange(nil)
        store.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(posters.loads.count == 1)

        let plain = MainPresenterStore(dealing: Self.films)
        plain.presenter.posterSizeDidChange(Self.size)
        plain.presenter.swipeDidEnd(direction: .favourite, rate: 1)
        #expect(plain.interactor.saved.count == 1)
    }

    static let detailsSize = PosterSize(rows: 28)

    @Test("open details ask for the top card's poster at their own, larger size, and show it when it comes, not the card's")
    func detailsPoster() {
        let (store, posters) = sized()
        let small = TerminalPoster.cells(Buffer(width: Self.size.columns, height: Self.size.rows))
        store.presenter.displayPoster(small, of: Self.films[0].id, size: Self.size)
        store.send({ $0.didTapCard() }) { $0.chrome.details = self.card(Self.films[0], .coming) }
        store.send({ $0.detailsPosterSizeDidChange(Self.detailsSize) })
        #expect(posters.loads.last.map { [$0.id: $0.size] } == [Self.films[0].id: Self.detailsSize])

        let large = TerminalPoster.cells(Buffer(width: Self.detailsSize.columns, height: Self.detailsSize.rows))
        store.send({ $0.displayPoster(large, of: Self.films[0].id, size: Self.detailsSize) }) {
            $0.chrome.details = self.card(Self.films[0], .drawn(large))
        }
        let asked = posters.loads.count
        store.send({ $0.didDismissCard() }) { $0.chrome.details = nil }
        store.send({ $0.didTapCard() }) { $0.chrome.details = self.card(Self.films[0], .coming) }
        #expect(posters.loads.count == asked + 1, "opened again, at the size already known, the poster is asked for at once")
    }

    @Test("a large poster for details closed meanwhile, or for another size, is dropped")
    func detailsPosterStale() {
        let (store, _) = sized()
        store.presenter.detailsPosterSizeDidChange(Self.detailsSize)
        store.presenter.didTapCard()
        let large = TerminalPoster.cells(Buffer(width: Self.detailsSize.columns, height: Self.detailsSize.rows))
        store.send({ $0.detailsPosterSizeDidChange(PosterSize(rows: 20)) })
        store.send({ $0.displayPoster(large, of: Self.films[0].id, size: Self.detailsSize) })
        store.send({ $0.didDismissCard() }) { $0.chrome.details = nil }
        store.send({ $0.displayPoster(large, of: Self.films[0].id, size: PosterSize(rows: 20)) })
    }
}
