@testable import FilmSwipeModules
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("Library presenter")
struct LibraryPresenterTests {
    let view = LibraryViewSpy()
    let interactor = LibraryInteractorSpy()
    let router = LibraryRouterSpy()
    let films = makeFilms(1...5)

    func presenter() -> LibraryPresenter {
        let presenter = LibraryPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    var records: [ReactionRecord] {
        [(0, UserReaction.favourite), (1, .dislike), (2, .favourite), (3, .watchlist), (4, .favourite)].map {
            ReactionRecord(film: films[$0.0], reaction: $0.1, reactedAt: Date(timeIntervalSince1970: Double($0.0)))
        }
    }

    @Test("it shows loading, reads the lists, then shows Favourites with every tab's count")
    func loads() {
        let sut = presenter()
        sut.displayRecords(records)

        #expect(interactor.loadCount == 1)
        #expect(view.states.first?.isLoading == true)
        let state = view.states.last
        #expect(state?.isLoading == false)
        #expect(state?.tab == .favourites)
        #expect(state?.counts == [.favourites: 3, .watchlist: 1, .disliked: 1, .seen: 0])
        #expect(state?.rows.map(\.title) == ["Film 1 (2001)", "Film 3 (2003)", "Film 5 (2005)"])
        #expect(state?.selectedRow == 0)
    }

    @Test("tabs switch directly and in turn, wrapping after the last")
    func tabs() {
        let sut = presenter()
        sut.displayRecords(records)

        sut.didSelectTab(.disliked)
        sut.didSelectNextTab()
        sut.didSelectNextTab()

        #expect(view.states.suffix(3).map(\.tab) == [.disliked, .seen, .favourites])
        #expect(view.states.last?.rows.map(\.title) == ["Film 1 (2001)", "Film 3 (2003)", "Film 5 (2005)"])
    }

    @Test("the highlight moves within the list and each tab keeps its own")
    func selection() {
        let sut = presenter()
        sut.displayRecords(records)

        sut.didMoveSelection(by: 1)
        sut.didMoveSelection(by: 10)
        sut.didSelectTab(.watchlist)
        sut.didMoveSelection(by: -3)
        sut.didSelectTab(.favourites)

        #expect(view.states.map(\.selectedRow).suffix(5) == [1, 2, 0, 0, 2])
    }

    @Test("an empty list has no highlight and opening does nothing")
    func emptyList() {
        let sut = presenter()
        sut.displayRecords([])

        sut.didTapOpen()

        #expect(view.states.last?.selectedRow == nil)
        #expect(router.opened.isEmpty)
    }

    @Test("Enter opens the highlighted film; a change reloads the lists")
    func openAndChange() {
        let sut = presenter()
        sut.displayRecords(records)
        sut.didMoveSelection(by: 1)

        sut.didTapOpen()
        router.completions.first?(.success(.none), nil)

        #expect(router.opened.map(\.film.id) == [films[2].id])
        #expect(interactor.loadCount == 2)
    }

    @Test("a change made over a reaction changed in another game meanwhile reloads the lists and says what it did")
    func changedElsewhere() {
        let sut = presenter()
        sut.displayRecords(records)
        sut.didMoveSelection(by: 1)
        sut.didTapOpen()

        router.completions.first?(.success(.dislike), .watchlist)

        let title = films[2].title
        #expect(interactor.loadCount == 2)
        #expect(router.results.map(\.message) == ["\(title) had been changed elsewhere (it was on your watchlist). \(title) is now disliked."])
    }

    @Test("a failed change shows the error and keeps the lists")
    func changeFails() {
        let sut = presenter()
        sut.displayRecords(records)
        sut.didTapOpen()

        router.completions.first?(.failure(MessageError(message: "The database is locked.")), nil)

        #expect(router.results.map(\.message) == ["The database is locked."])
        #expect(interactor.loadCount == 1)
    }

    @Test("a read error is put into words by the presenter and shown as an error; the lists stop loading")
    func readError() {
        let sut = presenter()
        sut.displayError(MessageError(message: "Cannot read /data/reactions.sqlite."))
        sut.displayError(TestError())
        #expect(router.messages == [
            PlayerMessage(title: PlayerMessage.errorTitle, body: "Cannot read /data/reactions.sqlite.", severity: .error),
            PlayerMessage(title: PlayerMessage.errorTitle, body: "\(PlayerMessage.unexplained) (TestError)", severity: .error),
        ])
        #expect(view.states.last?.isLoading == false)
    }

    @Test("back closes the Library")
    func back() {
        let sut = presenter()
        sut.didTapBack()
        #expect(router.closeCount == 1)
    }
}
