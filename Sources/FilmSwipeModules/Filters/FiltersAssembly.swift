import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Filters module: view, presenter and router (it has no use cases, so no interactor).
@MainActor
public struct FiltersAssembly {
    private let genres: [String]
    private let theme: Theme
    private let yourServices: String?

    /// An assembly offering `genres`, and only the player's streaming services when `yourServices` names them,
    /// drawing with `theme`.
    public init(genres: [String], theme: Theme, yourServices: String? = nil) {
        self.genres = genres
        self.theme = theme
        self.yourServices = yourServices
    }

    /// A dialog editing `filter`; `completion` hears the filter to apply.
    public func build(filter: RecommendationFilter, navigator: Navigator, completion: @escaping (RecommendationFilter) -> Void) -> Screen {
        let router = FiltersRouter(navigator: navigator, completion: completion)
        let presenter = FiltersPresenter(filter: filter, genres: genres, yourServices: yourServices, routerInput: router)
        let screen = FiltersScreen(output: presenter, theme: theme)
        presenter.viewInput = screen
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
