import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Search module: view, presenter, interactor and router, wired by their initialisers.
@MainActor
public struct SearchAssembly {
    private let search: FilmSearch
    private let store: ReactionStore?
    private let theme: Theme
    private let place: SearchPlace

    /// An assembly whose modules search `search` (which looks in `place`), marking the films the player reacted to in `store`.
    public init(search: FilmSearch, store: ReactionStore? = nil, theme: Theme, place: SearchPlace = .catalogue) {
        self.search = search
        self.store = store
        self.theme = theme
        self.place = place
    }

    /// A Search screen closed through `navigator`; `completion` hears the film the player opened.
    public func build(navigator: Navigator, completion: @escaping (Film) -> Void) -> Screen {
        let router = SearchRouter(navigator: navigator, completion: completion)
        let interactor = SearchInteractor(search: search, store: store)
        let presenter = SearchPresenter(routerInput: router, interactorInput: interactor, place: place)
        let screen = SearchScreen(output: presenter, theme: theme, changes: navigator.changes)
        presenter.viewInput = screen
        interactor.output = presenter
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
