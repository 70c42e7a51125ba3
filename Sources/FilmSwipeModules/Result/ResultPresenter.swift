import FilmSwipeDomain

/// Shows one titled message until the player acknowledges it. Result has no use cases, so no interactor.
@MainActor
public final class ResultPresenter: ResultViewOutput {
    public weak var viewInput: ResultViewInput?

    private let routerInput: ResultRouterInput
    private let state: ResultViewState

    /// A presenter showing `message`.
    public init(message: PlayerMessage, routerInput: ResultRouterInput) {
        state = ResultViewState(message: message)
        self.routerInput = routerInput
    }

    public func viewDidLoad() {
        viewInput?.display(state)
    }

    public func didTapOK() {
        routerInput.close()
    }
}
