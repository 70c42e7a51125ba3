import FilmSwipeDomain
@testable import FilmSwipeModules
import Testing

@MainActor
final class ResultViewSpy: ResultViewInput {
    private(set) var states: [ResultViewState] = []
    func display(_ state: ResultViewState) { states.append(state) }
}

@MainActor
final class ResultRouterSpy: ResultRouterInput {
    private(set) var closeCount = 0
    func close() { closeCount += 1 }
}

@MainActor
@Suite("Result presenter")
struct ResultPresenterTests {
    @Test("it shows the title and message, and OK closes it")
    func showsAndCloses() {
        let view = ResultViewSpy(), router = ResultRouterSpy()
        let message = PlayerMessage(title: "Success", body: "Successfully updated", severity: .success)
        let presenter = ResultPresenter(message: message, routerInput: router)
        presenter.viewInput = view

        presenter.viewDidLoad()
        presenter.didTapOK()

        #expect(view.states == [ResultViewState(message: message)])
        #expect(router.closeCount == 1)
    }
}
