@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main: filters")
struct MainFilterTests {
    let horror = RecommendationFilter(genres: ["Horror"])

    @Test("f opens the filters showing the filter in force")
    func opens() {
        let store = MainPresenterStore(dealing: makeFilms(1...6))
        store.presenter.useFilter(horror)
        store.send({ $0.didTapFilters() })
        #expect(store.router.shownFilters == [horror])
    }

    @Test("a new filter goes to the interactor; the same one again does nothing")
    func changes() {
        let store = MainPresenterStore(dealing: makeFilms(1...6))
        store.send({ $0.didChangeFilter(horror) })
        store.send({ $0.didChangeFilter(horror) })
        #expect(store.interactor.filters == [horror])
        #expect(store.presenter.filter == horror)
    }

    @Test("once applied, the cards dealt before go, loading shows and the next page is asked for at once")
    func deckFollows() {
        let store = MainPresenterStore(dealing: makeFilms(1...6))
        let loads = store.interactor.loadCount

        store.send({ $0.displayFilterApplied() }) { $0.cards = .loading }

        #expect(store.interactor.loadCount == loads + 1)
        let fresh = makeFilms(20...24)
        store.send({ $0.displayNewData(data: fresh) }) { $0.cards = .deck(store.cards(fresh.prefix(3))) }
    }

    @Test("a source that cannot filter says so")
    func unsupported() {
        let store = MainPresenterStore(dealing: makeFilms(1...6))
        store.send({ $0.displayFilterUnsupported() })
        #expect(store.router.messages == [PlayerMessage(title: PlayerText.filtersTitle, body: PlayerText.filtersUnsupportedText, severity: .notice)])
    }

    @Test("the interactor applies the filter after the page under way and pages again from 1")
    func interactorPagesAgain() async {
        let output = MainInteractorOutputSpy()
        let repository = FakeFilmRepository(pages: [makeFilms(1...3), makeFilms(4...6)])
        await repository.allowFiltering()
        let sut = MainInteractor(repository: repository, store: FakeReactionStore())
        sut.output = output
        sut.loadData()
        sut.changeFilter(horror)
        await sut.waitUntilIdle()
        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events.first == .newData(makeFilms(1...3).map(\.id)))
        #expect(output.events.dropFirst().first == .filterApplied)
        #expect(await repository.appliedFilters == [horror])
        // Page 1 again under the new filter; its films were dealt already, so paging goes on to page 2.
        #expect(await repository.requestedPages == [1, 1, 2])
        #expect(output.events.last == .newData(makeFilms(4...6).map(\.id)))
    }

    @Test("a source that cannot filter is reported")
    func interactorUnsupported() async {
        let output = MainInteractorOutputSpy()
        let sut = MainInteractor(repository: FakeFilmRepository(pages: [makeFilms(1...3)]), store: FakeReactionStore())
        sut.output = output
        sut.changeFilter(horror)
        await sut.waitUntilIdle()
        #expect(output.events == [.filterUnsupported])
    }
}
