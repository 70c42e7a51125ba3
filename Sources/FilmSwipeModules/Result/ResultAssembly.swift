import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Result module: view, presenter and router (it has no use cases, so no interactor).
@MainActor
public struct ResultAssembly {
    let theme: Theme

    /// An assembly drawing its dialogs with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// A dialog showing `message`, closed through `navigator`.
    public func build(message: PlayerMessage, navigator: Navigator) -> Screen {
        let router = ResultRouter(navigator: navigator)
        let presenter = ResultPresenter(message: message, routerInput: router)
        let screen = ResultScreen(output: presenter, theme: theme)
        presenter.viewInput = screen
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }

    /// Says `message` as every router does: what the player's own action did on `screen`'s line until the next key (it
    /// needs no key to go on), anything else in a dialog on `navigator`.
    public func present(_ message: PlayerMessage, on screen: NoticeShowing?, navigator: Navigator?) {
        guard !message.severity.isSaidInPassing else {
            screen?.showNotice(message)
            return
        }
        guard let navigator else { return }
        navigator.push(build(message: message, navigator: navigator))
    }
}
