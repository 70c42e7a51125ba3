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
}
