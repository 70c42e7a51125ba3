@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Detail presenter")
struct DetailPresenterTests {
    let film = FilmCardViewData(film: makeFilms(7...7)[0])
    let view = DetailViewSpy()
    let interactor = DetailInteractorSpy()
    let router = DetailRouterSpy()

    func presenter(reaction: UserReaction) -> DetailPresenter {
        let presenter = DetailPresenter(film: film, reaction: reaction, routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("it shows the film and the choices Dislike | Favourite | Watchlist with the current one selected, save not offered")
    func initialState() {
        _ = presenter(reaction: .favourite)

        let state = view.states.last
        #expect(state?.film == film)
        #expect(state?.choices == [.dislike, .favourite, .watchlist])
        #expect(state?.current == .favourite)
        #expect(state?.selected == .favourite)
        #expect(state?.canSave == false)
    }

    @Test("left and right move the selection within the choices")
    func movesSelection() {
        let sut = presenter(reaction: .favourite)

        sut.didSelectNext()
        sut.didSelectNext() // already at the right end
        sut.didSelectPrevious()
        sut.didSelectPrevious()
        sut.didSelectPrevious() // already at the left end

        #expect(view.states.map(\.selected) == [.favourite, .watchlist, .favourite, .dislike])
    }

    @Test("save is offered only when the choice differs from the current reaction")
    func saveOfferedWhenChanged() {
        let sut = presenter(reaction: .dislike)

        sut.didSelectNext()
        sut.didSelectPrevious()

        #expect(view.states.map(\.canSave) == [false, true, false])
    }

    @Test("saving an unchanged choice does nothing")
    func saveUnchanged() {
        let sut = presenter(reaction: .watchlist)

        sut.didTapSave()

        #expect(interactor.changes.isEmpty)
        #expect(router.results.isEmpty)
    }

    @Test("saving a new choice changes the reaction once, from the current one, and shows it saving")
    func saveChanged() {
        let sut = presenter(reaction: .favourite)
        sut.didSelectPrevious()

        sut.didTapSave()
        sut.didTapSave()

        #expect(interactor.changes.count == 1)
        #expect(interactor.changes.first?.film == film.film)
        #expect(interactor.changes.first?.old == .favourite)
        #expect(interactor.changes.first?.new == .dislike)
        #expect(view.states.last?.isSaving == true)
    }

    @Test("while saving, the selection and back are ignored")
    func busyWhileSaving() {
        let sut = presenter(reaction: .favourite)
        sut.didSelectNext()
        sut.didTapSave()
        let shown = view.states.count

        sut.didSelectPrevious()
        sut.didTapBack()

        #expect(view.states.count == shown)
        #expect(router.closeCount == 0)
    }

    @Test("a saved change reports success with the new reaction")
    func reportsSuccess() throws {
        let sut = presenter(reaction: .favourite)
        sut.didSelectNext()
        sut.didTapSave()

        sut.didChangeReaction(to: .watchlist, changedElsewhere: nil)

        #expect(router.results.count == 1)
        #expect(try router.results.first?.get() == .watchlist)
    }

    @Test("a failed change reports the failure")
    func reportsFailure() {
        let sut = presenter(reaction: .favourite)
        sut.didSelectNext()
        sut.didTapSave()

        sut.didFailToChangeReaction(MessageError(message: "locked"))

        #expect(router.results.count == 1)
        if case let .failure(error)? = router.results.first {
            #expect((error as? MessageError)?.message == "locked")
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test("back closes without a result")
    func back() {
        let sut = presenter(reaction: .favourite)

        sut.didTapBack()

        #expect(router.closeCount == 1)
        #expect(router.results.isEmpty)
    }

    @Test("with no current reaction nothing is selected until the player moves")
    func noCurrentReaction() {
        let sut = presenter(reaction: .none)

        sut.didSelectNext()

        #expect(view.states.map(\.selected) == [.none, .dislike])
        #expect(view.states.last?.canSave == true)
    }
}
