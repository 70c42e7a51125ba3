import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Detail module: view, presenter, interactor and router, wired by their initialisers.
@MainActor
public struct DetailAssembly {
    private let repository: FilmRepository
    private let store: ReactionStore
    private let theme: Theme
    private let facts: FilmFacts?
    private let opener: PageOpener?

    /// An assembly whose modules change reactions in `store` and at `repository`, and show each film with the facts
    /// `facts` has of it (a film from the lists is the store's snapshot), opening films' pages with `opener`.
    public init(repository: FilmRepository, store: ReactionStore, theme: Theme, facts: FilmFacts? = nil, opener: PageOpener? = nil) {
        self.opener = opener
        self.repository = repository
        self.store = store
        self.theme = theme
        self.facts = facts
    }

    /// A Detail screen for changing `reaction` to `film` to another; `completion` hears the
    /// saved reaction or the error.
    public func build(
        film: FilmCardViewData, reaction: UserReaction, navigator: Navigator, completion: @escaping DetailCompletion
    ) -> Screen {
        let router = DetailRouter(navigator: navigator, completion: completion)
        let interactor = DetailInteractor(repository: repository, store: store, facts: facts, opener: opener)
        let presenter = DetailPresenter(film: film, reaction: reaction, routerInput: router, interactorInput: interactor)
        let screen = DetailScreen(output: presenter, theme: theme, changes: navigator.changes)
        presenter.viewInput = screen
        interactor.output = presenter
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
