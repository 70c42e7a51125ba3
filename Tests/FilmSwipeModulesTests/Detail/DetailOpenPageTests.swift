@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Detail: opening the film's page")
struct DetailOpenPageTests {
    let view = DetailViewSpy()
    let router = DetailRouterSpy()

    private func presenter(film: Film, opener: PageOpenerSpy?) -> (DetailPresenter, DetailInteractor) {
        let interactor = DetailInteractor(repository: FakeFilmRepository(pages: []), store: FakeReactionStore(), opener: opener)
        let presenter = DetailPresenter(film: FilmCardViewData(film: film), reaction: .favourite, routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        interactor.output = presenter
        presenter.viewDidLoad()
        return (presenter, interactor)
    }

    @Test("o hands the TMDB page to the browser and says so; the next move clears the notice")
    func opens() {
        let opener = PageOpenerSpy(canOpen: true)
        let (sut, _) = presenter(film: WholeFilmSamples.dune, opener: opener)

        sut.didTapOpenPage()
        sut.didSelectNext()

        #expect(opener.urls == ["https://www.themoviedb.org/movie/693134"])
        #expect(view.states.map(\.notice) == [nil, "Opened in your browser:", nil])
        #expect(view.states.map(\.noticeAddress) == [nil, "https://www.themoviedb.org/movie/693134", nil])
        #expect(view.states.map(\.selected) == [.favourite, .favourite, .watchlist])
    }

    @Test("with nothing to open it with, the notice gives the address to copy")
    func noBrowser() {
        let (sut, _) = presenter(film: WholeFilmSamples.dune, opener: PageOpenerSpy(canOpen: false))

        sut.didTapOpenPage()

        #expect(view.states.map(\.notice) == [nil, "No browser to open here; the page is"])
        #expect(view.states.map(\.noticeAddress) == [nil, "https://www.themoviedb.org/movie/693134"])
    }

    @Test("a film without a page opens nothing and changes nothing")
    func noPage() {
        let opener = PageOpenerSpy(canOpen: true)
        let (sut, _) = presenter(film: makeFilms(3...3)[0], opener: opener)

        sut.didTapOpenPage()

        #expect(opener.urls.isEmpty)
        #expect(view.states.count == 1)
    }
}
