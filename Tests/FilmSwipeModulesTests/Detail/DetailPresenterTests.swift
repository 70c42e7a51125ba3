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

    @Test("it shows the film and the choices Dislike | Favourite | Watchlist | Seen | Remove with the current one selected, save not offered")
    func initialState() {
        _ = presenter(reaction: .favourite)

        let state = view.states.last
        #expect(state?.film == film)
        #expect(state?.choices == [.dislike, .favourite, .watchlist, .seen, .none])
        #expect(state?.current == .favourite)
        #expect(state?.selected == .favourite)
        #expect(state?.canSave == false)
    }

    @Test("left and right move the selection within the choices")
    func movesSelection() {
        let sut = presenter(reaction: .favourite)

        for _ in 0..<4 { sut.didSelectNext() } // the last two are already at the right end
        for _ in 0..<5 { sut.didSelectPrevious() } // the last is already at the left end

        #expect(view.states.map(\.selected) == [.favourite, .watchlist, .seen, .none, .seen, .watchlist, .favourite, .dislike])
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

    @Test("a film whose reaction was removed shows Remove as its reaction now; ← chooses Seen")
    func noCurrentReaction() {
        let sut = presenter(reaction: .none)

        sut.didSelectPrevious()

        #expect(view.states.map(\.selected) == [.none, .seen])
        #expect(view.states.last?.canSave == true)
    }

    @Test("after ↓ (seen) the redo marks Seen as the reaction now: → chooses Remove and ← Watchlist, never Dislike")
    func seenIsTheReactionNow() {
        let sut = presenter(reaction: .seen)
        #expect(view.states.last?.current == .seen && view.states.last?.selected == .seen)
        #expect(view.states.last?.canSave == false, "nothing to save until another is chosen")

        sut.didSelectNext()
        #expect(view.states.last?.selected == UserReaction.none)
        sut.didSelectPrevious()
        sut.didSelectPrevious()
        #expect(view.states.last?.selected == .watchlist)
    }
}
