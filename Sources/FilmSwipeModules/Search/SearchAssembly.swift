import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Search module: view, presenter, interactor and router, wired by their initialisers.
@MainActor
public struct SearchAssembly {
    private let search: FilmSearch
    private let theme: Theme

    /// An assembly whose modules search `search`.
    public init(search: FilmSearch, theme: Theme) {
        self.search = search
        self.theme = theme
    }

    /// A Search screen closed through `navigator`; `completion` hears the film the player opened.
    public func build(navigator: Navigator, completion: @escaping (Film) -> Void) -> Screen {
        let router = SearchRouter(navigator: navigator, completion: completion)
        let interactor = SearchInteractor(search: search)
        let presenter = SearchPresenter(routerInput: router, interactorInput: interactor)
        let screen = SearchScreen(output: presenter, theme: theme)
        presenter.viewInput = screen
        interactor.output = presenter
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
