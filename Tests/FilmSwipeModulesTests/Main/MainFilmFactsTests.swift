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
        let shown = try #require(view.states.compactMap { state -> FilmCardViewData? in
            if case let .newData(cards) = state { return cards.first } else { return nil }
        }.last)
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
        let h = MainPresenterHarness()
        let presenter = h.presenter
        let repository = FilmFactsRepository(FakeFilmRepository(pages: [films.map(\.snapshot)]), facts: facts) { film in
            presenter.updateFacts(of: film)
        }
        let page = try await repository.recommendations(page: 1)
        #expect(page.films == films.map(\.snapshot), "the page goes out as dealt, without waiting for the lookup")
        var dealt = page.films
        dealt[0].reason = "2 of 3 said yes"
        h.presenter.displayNewData(data: dealt)

        await repository.waitUntilFilled()

        guard case let .refreshCards(cards) = try #require(h.view.states.last) else {
            Issue.record("the cards were not refreshed: \(h.view.states)")
            return
        }
        var expected = films[0].withCatalogueFacts
        expected.fansAlsoLiked = ["Ronin", "Collateral"]
        #expect(cards.first == FilmCardViewData(film: expected), "the reason the card had is kept")
        #expect(cards.dropFirst().map(\.film) == Array(films.dropFirst()).map(\.withCatalogueFacts))
    }

    @Test("facts for a film no longer in the deck change nothing")
    func factsForAGoneFilm() {
        let films = makeFilms(1...3)
        let h = MainPresenterHarness(dealing: films)
        h.view.clear()
        h.presenter.updateFacts(of: makeFilms(9...9)[0].withCatalogueFacts)
        h.presenter.updateFacts(of: films[0])
        #expect(h.view.states.isEmpty, "an unknown film, or one with nothing new, draws nothing")
        h.presenter.updateFacts(of: films[2].withCatalogueFacts)
        #expect(h.view.states == [.refreshCards(h.cards([films[0], films[1], films[2].withCatalogueFacts]))])
    }
}
