@testable import FilmSwipeModules
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("One film, one look: the facts lookup in Main")
struct MainFilmFactsTests {
    @Test("undo after a restart: the store's snapshot is looked up, and the card shows the catalogue's facts")
    func undoAfterRestart() async throws {
        let heat = makeFilms(1...1)[0].withCatalogueFacts
        // An earlier game reacted to Heat; the store keeps only its snapshot.
        let store = FakeReactionStore()
        try await store.setReaction(heat.snapshot, from: .none, to: .favourite)
        let facts = FakeFilmFacts([heat])
        let interactor = MainInteractor(repository: FakeFilmRepository(pages: [[]]), store: store, facts: facts)
        let view = MainViewSpy()
        let presenter = MainPresenter(routerInput: MainRouterSpy(), interactorInput: interactor)
        presenter.viewInput = view
        interactor.output = presenter
        presenter.readyForInitState()
        await interactor.waitUntilIdle()

        presenter.didTapUndo()
        await interactor.waitUntilIdle()

        #expect(await facts.asked.contains(heat.id))
        let shown = try #require(view.shown.deck.first)
        #expect(shown == FilmCardViewData(film: heat))
        #expect(shown.facts.contains("R"))
        #expect(shown.moreFacts == ["IMDb 8.2 · 412,000 votes in 2005", "Budget $60 million"])
        #expect(!shown.ratingSpread.isEmpty)
    }

    @Test("a film taken into the deck (a party member's suggestion) is filled in: its facts, then what fans also liked")
    func filmTakenIntoTheDeck() async throws {
        var suggested = makeFilms(1...1)[0]
        suggested.reason = "Suggested by Bob"
        let facts = FakeFilmFacts([suggested.withCatalogueFacts], alsoLiked: [suggested.id: ["Ronin"]])
        let output = MainInteractorOutputSpy()
        let interactor = MainInteractor(repository: FakeFilmRepository(pages: [[]]), store: FakeReactionStore(), facts: facts)
        interactor.output = output

        interactor.addToDeck(suggested.snapshot)
        await interactor.waitUntilIdle()

        #expect(output.factsShown.map(\.id) == [suggested.id, suggested.id])
        #expect(output.factsShown.allSatisfy { !$0.ratingSpread.isEmpty }, "the catalogue's facts")
        #expect(output.factsShown.last?.fansAlsoLiked == ["Ronin"])
    }

    @Test("without a lookup, undo deals the snapshot as before")
    func undoWithoutLookup() async throws {
        let heat = makeFilms(1...1)[0].withCatalogueFacts
        let store = FakeReactionStore()
        try await store.setReaction(heat.snapshot, from: .none, to: .favourite)
        let output = MainInteractorOutputSpy()
        let interactor = MainInteractor(repository: FakeFilmRepository(pages: [[]]), store: store)
        interactor.output = output
        interactor.undoLastReaction()
        await interactor.waitUntilIdle()
        #expect(output.events.contains(.undone(heat.id)))
    }

    @Test("films dealt with few facts (a party's cards) get the rest once looked up, and what fans also liked once complete")
    func dealtFilmsFilledIn() async throws {
        var films = makeFilms(1...3)
        films[0].reason = "2 of 3 said yes"
        let facts = FakeFilmFacts(films.map(\.withCatalogueFacts), alsoLiked: [films[0].id: ["Ronin", "Collateral"]])
        let store = MainPresenterStore()
        let presenter = store.presenter
        let repository = FilmFactsRepository(FakeFilmRepository(pages: [films.map(\.snapshot)]), facts: facts) { film in
            presenter.updateFacts(of: film)
        }
        let page = try await repository.recommendations(page: 1)
        #expect(page.films == films.map(\.snapshot), "the page goes out as dealt, without waiting for the lookup")
        var dealt = page.films
        dealt[0].reason = "2 of 3 said yes"
        store.presenter.displayNewData(data: dealt)

        await repository.waitUntilFilled()

        var expected = films[0].withCatalogueFacts
        expected.fansAlsoLiked = ["Ronin", "Collateral"]
        let cards = store.shown.deck
        #expect(cards.first == FilmCardViewData(film: expected), "the reason the card had is kept")
        #expect(cards.dropFirst().map(\.film) == Array(films.dropFirst()).map(\.withCatalogueFacts))
    }

    @Test("facts for a film no longer in the deck change nothing")
    func factsForAGoneFilm() {
        let films = makeFilms(1...3)
        let store = MainPresenterStore(dealing: films)
        let sent = store.view.states.count

        store.send({ $0.updateFacts(of: makeFilms(9...9)[0].withCatalogueFacts) })
        store.send({ $0.updateFacts(of: films[0]) })
        #expect(store.view.states.count == sent, "an unknown film, or one with nothing new, draws nothing")

        store.send({ $0.updateFacts(of: films[2].withCatalogueFacts) }) {
            $0.cards = .deck(store.cards([films[0], films[1], films[2].withCatalogueFacts]))
        }
    }

    @Test("facts found while the card's details are open show in them, and the details stay open")
    func factsIntoOpenDetails() {
        var films = makeFilms(1...3)
        films[0].reason = "because you liked Heat"
        let store = MainPresenterStore(dealing: films)
        store.send({ $0.didTapCard() }) { $0.chrome.details = FilmCardViewData(film: films[0]) }

        var fuller = films[0].withCatalogueFacts
        fuller.reason = nil
        store.send({ $0.updateFacts(of: fuller) }) {
            let kept = films[0].withCatalogueFacts // with the reason the card had
            $0.cards = .deck(store.cards([kept, films[1], films[2]]))
            $0.chrome.details = FilmCardViewData(film: kept)
        }
        #expect(store.presenter.phase.name == .reading)
    }
}
