import FilmSwipeDomain
import FilmSwipeCells

/// Builds the Main module and the modules it routes to, wired by their initialisers.
@MainActor
public struct MainAssembly {
    private let repository: FilmRepository
    private let store: ReactionStore
    private let theme: Theme
    private let animated: Bool
    private let clock: () -> Double
    private let genres: [String]
    private let search: FilmSearch?
    private let kind: MainGameKind
    private let facts: FilmFacts?
    private let suggest: (@MainActor (Film) -> Void)?
    private let opener: PageOpener?
    private let yourServices: String?
    private let posters: FilmPosters?
    private let party: MainPartyActions?

    /// An assembly for a `kind` game dealing from `repository`, keeping reactions in `store`; the filters offer `genres`,
    /// and `/` searches `search` (without one, there is no `/`). Keys that do nothing in a `kind` game are not offered.
    /// With `facts`, every film shown, however it came (dealt, taken back, found, opened from the lists), shows the
    /// facts `facts` has of it. A film found goes to `suggest` when there is one (a party room deals it back through
    /// `dealOnTop`). With `yourServices` (the player's streaming services by name) the filters offer only those.
    /// With `posters`, the top card draws its film's poster once it is ready. Detail opens films' pages with `opener`.
    /// With `party` (a party game), `d` asks the room to decide, and the host's `q` asks whether to end the room.
    public init(
        repository: FilmRepository, store: ReactionStore, theme: Theme, animated: Bool, kind: MainGameKind = .solo, genres: [String] = [],
        search: FilmSearch? = nil, facts: FilmFacts? = nil, suggest: (@MainActor (Film) -> Void)? = nil, yourServices: String? = nil,
        posters: FilmPosters? = nil, opener: PageOpener? = nil, party: MainPartyActions? = nil, clock: @escaping () -> Double
    ) {
        self.party = party
        self.opener = opener
        self.yourServices = yourServices
        self.posters = posters
        self.facts = facts
        self.kind = kind
        self.suggest = suggest
        self.search = search
        self.genres = genres
        self.repository = repository
        self.store = store
        self.theme = theme
        self.animated = animated
        self.clock = clock
    }

    /// The Main screen and its module input; the screen still has to be pushed and started.
    public func build(navigator: Navigator) -> (screen: Screen, module: MainModuleInput, start: () -> Void) {
        var features = MainFeatures(game: kind, canSearch: search != nil)
        features.posters = posters != nil
        features.decides = party != nil
        features.invites = party?.invite != nil
        let relay = MainFactsRelay()
        let dealing = facts.map { FilmFactsRepository(repository, facts: $0) { film in relay.deliver(film) } as FilmRepository } ?? repository
        // TMDB's answer has what a result's line shows; its details would cost a request a result before the list
        // shows (20 for a page), so a TMDB film found is filled in once dealt, as any film added to the deck is.
        let search = kind == .tmdb ? self.search
            : facts.flatMap { facts in self.search.map { FilmFactsSearch(search: $0, facts: facts) as FilmSearch } } ?? self.search
        let detail = DetailAssembly(repository: repository, store: store, theme: theme, facts: facts, opener: opener)
        let result = ResultAssembly(theme: theme)
        let router = MainRouter(
            navigator: navigator, detailAssembly: detail, resultAssembly: result,
            libraryAssembly: LibraryAssembly(store: store, detailAssembly: detail, resultAssembly: result, theme: theme),
            filtersAssembly: FiltersAssembly(genres: genres, theme: theme, yourServices: yourServices),
            searchAssembly: features.search ? search.map { SearchAssembly(search: $0, store: store, theme: theme, place: kind == .tmdb ? .tmdb : .catalogue) } : nil,
            suggest: suggest, party: party, choiceAssembly: ChoiceAssembly(theme: theme)
        )
        let interactor = MainInteractor(repository: dealing, store: store, facts: facts)
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.asksBeforeQuitting = party?.endRoom != nil
        let screen = MainScreen(output: presenter, theme: theme, animated: animated, features: features, clock: clock)
        presenter.viewInput = screen
        let posterInteractor = posters.map(MainPosterInteractor.init)
        posterInteractor?.output = presenter
        presenter.posterInput = posterInteractor
        relay.module = presenter
        interactor.output = presenter
        router.output = presenter
        router.screen = screen
        return (screen, presenter, presenter.readyForInitState)
    }
}
