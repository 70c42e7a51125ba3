@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

/// A Tonight presenter wired to spies, tested as `MainPresenterStore` tests Main's: `send` does one event and checks
/// that what the view shows changed exactly as the test says, and nothing else did.
@MainActor
struct TonightPresenterStore {
    let view = TonightViewSpy()
    let interactor = TonightInteractorSpy()
    let router = TonightRouterSpy()
    let presenter: TonightPresenter

    /// A presenter on screen (`viewDidLoad`), showing `pair` when given.
    init(showing pair: TonightPair? = nil) {
        presenter = TonightPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        presenter.viewDidLoad()
        if let pair { presenter.displayPair(pair) }
    }

    /// What the view shows now.
    var shown: TonightViewState? { view.shown }

    /// Does `event` and expects the view to show `expected` (by default: what it showed before).
    func send(_ event: (TonightPresenter) -> Void, shows expected: TonightViewState? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = view.shown
        event(presenter)
        #expect(view.shown == (expected ?? before), sourceLocation: sourceLocation)
    }

    /// What a pair shows.
    func pairShown(_ pair: TonightPair, knockingOut: Bool = false) -> TonightViewState {
        .pair(TonightPresenter.pairData(pair, knockingOut: knockingOut))
    }
}
