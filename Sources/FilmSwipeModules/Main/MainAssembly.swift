import FilmSwipeDomain
import FilmSwipeCells

/// Builds the Main module and the modules it routes to, wired by their initialisers.
@MainActor
public struct MainAssembly {
    private let environment: GameEnvironment
    private let theme: Theme
    private let animated: Bool
    private let clock: () -> Double

    /// An assembly for a game over `environment`, drawn with `theme`; swipes fly out unless `animated` is false, timed
    /// by `clock`. Keys the environment gives nothing to do are not offered. With facts, every film shown, however it
    /// came (dealt, taken back, found, opened from the lists), shows the facts they have of it.
    public init(environment: GameEnvironment, theme: Theme, animated: Bool, clock: @escaping () -> Double) {
        self.environment = environment
        self.theme = theme
        self.animated = animated
        self.clock = clock
    }

    /// The Main screen and its module input; the screen still has to be pushed and started. `writes` waits for the
    /// reactions being saved: a game that ends (a quit key, a signal) awaits it, so no reaction sent is lost.
    public func build(navigator: Navigator) -> (screen: Screen, module: MainModuleInput, start: () -> Void, writes: @MainActor @Sendable () async -> Void) {
        let env = environment
        let features = env.features
        let relay = MainFactsRelay()
        let dealing = env.facts.map { FilmFactsRepository(env.repository, facts: $0) { film in relay.deliver(film) } as FilmRepository }
            ?? env.repository
        // TMDB's answer has what a result's line shows; its details would cost a request a result before the list
        // shows (20 for a page), so a TMDB film found is filled in once dealt, as any film added to the deck is.
        let search = env.searchPlace == .tmdb ? env.search
            : env.facts.flatMap { facts in env.search.map { FilmFactsSearch(search: $0, facts: facts) as FilmSearch } } ?? env.search
        let detail = DetailAssembly(repository: env.repository, store: env.store, theme: theme, facts: env.facts, opener: env.opener)
        let result = ResultAssembly(theme: theme)
        let router = MainRouter(
            navigator: navigator, detailAssembly: detail, resultAssembly: result,
            libraryAssembly: LibraryAssembly(store: env.store, detailAssembly: detail, resultAssembly: result, theme: theme),
            filtersAssembly: FiltersAssembly(genres: env.genres, theme: theme, yourServices: env.yourServices),
            searchAssembly: search.map { SearchAssembly(search: $0, store: env.store, theme: theme, place: env.searchPlace) },
            party: env.party, choiceAssembly: ChoiceAssembly(theme: theme)
        )
        let interactor = MainInteractor(repository: dealing, store: env.store, facts: env.facts)
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        let screen = MainScreen(output: presenter, theme: theme, animated: animated, features: features, changes: navigator.changes, clock: clock)
        presenter.viewInput = screen
        let posterInteractor = env.posters.map(MainPosterInteractor.init)
        posterInteractor?.output = presenter
        presenter.posterInput = posterInteractor
        relay.module = presenter
        interactor.output = presenter
        router.output = presenter
        router.screen = screen
        return (screen, presenter, presenter.readyForInitState, { await interactor.waitForWrites() })
    }
}
