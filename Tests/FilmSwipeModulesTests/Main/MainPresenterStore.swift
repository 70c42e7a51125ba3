@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

/// A presenter wired to spies, tested the way a TestStore tests a reducer: `send` does one event and checks that what
/// the view shows changed exactly as the test says, and nothing else did.
@MainActor
struct MainPresenterStore {
    let view = MainViewSpy()
    let interactor = MainInteractorSpy()
    let router = MainRouterSpy()
    let presenter: MainPresenter

    /// A presenter started (`readyForInitState`), with `films` dealt when given; saves are confirmed at once unless
    /// `confirmingSaves` is false, and the deck dealt again as it was unless `answeringRedeals` is false.
    init(dealing films: [Film]? = nil, confirmingSaves: Bool = true, answeringRedeals: Bool = true) {
        presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        if confirmingSaves { interactor.confirmingTo = presenter }
        if answeringRedeals { interactor.redealingTo = presenter }
        presenter.readyForInitState()
        if let films { presenter.displayNewData(data: films) }
    }

    /// What the view shows now.
    var shown: MainShown { view.shown }

    /// Does `event` and expects what the view shows to be what it showed before, changed by `change` (by default:
    /// nothing).
    func send(
        _ event: (MainPresenter) -> Void, _ change: (inout MainShown) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var expected = view.shown
        change(&expected)
        event(presenter)
        #expect(view.shown == expected, sourceLocation: sourceLocation)
    }

    /// The cards for `films`, as the view shows them.
    func cards(_ films: some Sequence<Film>) -> [FilmCardViewData] { films.map { FilmCardViewData(film: $0) } }
}

extension MainPresenterStore {
    /// A store dealing `films` whose top cards the player has swiped all the way, one after another, as `reactions`.
    static func swiped(
        _ reactions: UserReaction..., dealing films: [Film], confirmingSaves: Bool = true, answeringRedeals: Bool = true
    ) -> MainPresenterStore {
        let store = MainPresenterStore(dealing: films, confirmingSaves: confirmingSaves, answeringRedeals: answeringRedeals)
        for reaction in reactions { store.presenter.swipeDidEnd(direction: reaction, rate: 1) }
        return store
    }

    /// A store whose first load failed with `error`: the deck is empty and the error shown.
    static func afterLoadError(_ error: Error) -> MainPresenterStore {
        let store = MainPresenterStore()
        store.presenter.displayError(.loading(error))
        return store
    }
}
