import FilmSwipeDomain
import FilmSwipeCells

/// Builds a Filters module: view, presenter and router (it has no use cases, so no interactor).
@MainActor
public struct FiltersAssembly {
    private let genres: [String]
    private let theme: Theme

    /// An assembly offering `genres`, drawing with `theme`.
    public init(genres: [String], theme: Theme) {
        self.genres = genres
        self.theme = theme
    }

    /// A dialog editing `filter`; `completion` hears the filter to apply.
    public func build(filter: RecommendationFilter, navigator: Navigator, completion: @escaping (RecommendationFilter) -> Void) -> Screen {
        let router = FiltersRouter(navigator: navigator, completion: completion)
        let presenter = FiltersPresenter(filter: filter, genres: genres, routerInput: router)
        let screen = FiltersScreen(output: presenter, theme: theme)
        presenter.viewInput = screen
        router.screen = screen
        presenter.viewDidLoad()
        return screen
    }
}
