@testable import FilmSwipeModules
import FilmSwipeDomain

/// A Main interactor over a fake repository dealing `films` as one page and over `store`, its output spied, with that
/// page loaded: where the tests of saving and undoing reactions start.
@MainActor
struct MainInteractorFixture {
    let films: [Film]
    let repository: FakeFilmRepository
    let store: FakeReactionStore
    let sut: MainInteractor

    /// The interactor reporting to `output`, once it has loaded the page.
    static func loaded(
        films: [Film] = makeFilms(1...3), store: FakeReactionStore = FakeReactionStore(), output: MainInteractorOutputSpy
    ) async -> MainInteractorFixture {
        let repository = FakeFilmRepository(pages: [films])
        let sut = MainInteractor(repository: repository, store: store)
        sut.output = output
        sut.loadData()
        await sut.waitUntilIdle()
        return MainInteractorFixture(films: films, repository: repository, store: store, sut: sut)
    }
}

extension MainInteractorFixture {
    /// The films, repository, store and interactor, to take apart in one line.
    var parts: ([Film], FakeFilmRepository, FakeReactionStore, MainInteractor) { (films, repository, store, sut) }
}
