import FilmSwipeCells

/// Builds a Choice module: view, presenter and router (it has no use cases, so no interactor; its router is Result's,
/// since a dialog closes the same way whatever it asked).
@MainActor
public struct ChoiceAssembly {
    private let theme: Theme

    /// An assembly drawing its dialogs with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// A dialog asking `body`, titled `title`, answered by one of `options`, closed through `navigator`.
    public func build(title: String, body: String, options: [ChoiceOption], navigator: Navigator) -> Screen {
        let router = ResultRouter(navigator: navigator)
        let presenter = ChoicePresenter(title: title, body: body, options: options, routerInput: router)
        let screen = ChoiceScreen(output: presenter, theme: theme)
        presenter.viewInput = screen
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
