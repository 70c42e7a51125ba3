import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Library module: view, presenter, interactor and router, wired by their initialisers.
@MainActor
public struct LibraryAssembly {
    private let store: ReactionStore
    private let detailAssembly: DetailAssembly
    private let resultAssembly: ResultAssembly
    private let theme: Theme

    /// An assembly reading lists from `store` and changing them through Detail.
    public init(store: ReactionStore, detailAssembly: DetailAssembly, resultAssembly: ResultAssembly, theme: Theme) {
        self.store = store
        self.detailAssembly = detailAssembly
        self.resultAssembly = resultAssembly
        self.theme = theme
    }

    /// A Library screen closed through `navigator`.
    public func build(navigator: Navigator) -> Screen {
        let router = LibraryRouter(navigator: navigator, detailAssembly: detailAssembly, resultAssembly: resultAssembly)
        let interactor = LibraryInteractor(store: store)
        let presenter = LibraryPresenter(routerInput: router, interactorInput: interactor)
        let screen = LibraryScreen(output: presenter, theme: theme, changes: navigator.changes)
        presenter.viewInput = screen
        interactor.output = presenter
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
