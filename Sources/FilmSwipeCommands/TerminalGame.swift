import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeTerminal
import FilmSwipeCells
import Foundation

/// The game in the terminal: takes the screen over, deals from a repository into the Main module, and gives the
/// terminal back when the player quits. Everything that can be wrong with the input is checked before.
public struct TerminalGame {
    /// Where films come from.
    public let repository: FilmRepository
    /// Where reactions go.
    public let store: ReactionStore
    /// The game's folder, for the first-run welcome.
    public let folder: DataFolder
    /// The filters the game starts with.
    public let filter: RecommendationFilter
    /// Whether swiped cards fly out.
    public let animated: Bool
    /// Whether the game draws in colour, where the terminal has colours.
    public let colours: Bool
    /// What `/` searches, when the films' source can be searched.
    public let search: FilmSearch?
    /// Which game this is, for the keys that apply to it.
    public let kind: MainGameKind
    /// Where every film shown gets its full facts, however it came to the screen; nil when the source's films are all.
    public let facts: FilmFacts?
    /// Where a film found with `/` goes instead of the top of the deck: a party room, which deals it to everyone.
    public let suggest: (@MainActor (Film) -> Void)?
    /// The player's streaming services by name ("Netflix, Max"), which the filters then offer to deal only from; nil
    /// offers no such choice.
    public let yourServices: String?
    /// Makes what draws the films' posters in the colours the terminal has (256 at least: never called with fewer, nor
    /// where the locale cannot show the block symbols posters are drawn with); nil for a game without posters.
    public let posters: (@MainActor (ColorMode) -> FilmPosters?)?
    /// What a party game's `d` and its host's `q` ask of the room; nil outside a party.
    public let party: MainPartyActions?
    /// A message shown over the first cards (an old snapshot, a watchlist brought empty); nil for none.
    public let notice: PlayerMessage?

    /// A `kind` game over these parts.
    public init(
        repository: FilmRepository, store: ReactionStore, folder: DataFolder, filter: RecommendationFilter, animated: Bool,
        colours: Bool, kind: MainGameKind = .solo, search: FilmSearch? = nil, facts: FilmFacts? = nil, suggest: (@MainActor (Film) -> Void)? = nil,
        yourServices: String? = nil, posters: (@MainActor (ColorMode) -> FilmPosters?)? = nil, party: MainPartyActions? = nil,
        notice: PlayerMessage? = nil
    ) {
        self.notice = notice
        self.party = party
        self.yourServices = yourServices
        self.posters = posters
        self.facts = facts
        self.kind = kind
        self.suggest = suggest
        self.search = search
        self.repository = repository
        self.store = store
        self.folder = folder
        self.filter = filter
        self.animated = animated
        self.colours = colours
    }

    /// Plays until the player quits; returns the exit status. `whenBuilt` gets the Main module before the first frame,
    /// and the function that draws a frame soon, to call after changing the module from elsewhere (a party's news).
    ///
    /// The run loop is awaited from async code: it does not see main-actor work done between events, so every call
    /// to the repository, store and search asks for a frame once its caller has the result.
    @MainActor
    public func play(
        whenBuilt: (MainModuleInput, _ requestFrame: @escaping @MainActor () -> Void) async -> Void = { _, _ in }
    ) async throws -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.open(colours: colours)
        } catch {
            throw CommandFailure(error.description, status: 2)
        }
        let loop = TerminalRunLoop(session: session)
        let requestFrame: @MainActor () -> Void = { loop.setNeedsFrame() }
        let theme = Theme(glyphs: session.supportsUnicode ? .unicode : .ascii)
        let stack = ScreenStack(theme: theme)
        let drawsPosters = session.supportsUnicode && session.colorMode == .twoHundredFiftySix
        let posters = drawsPosters ? self.posters?(session.colorMode) : nil
        let main = MainAssembly(
            repository: FrameRequestingRepository(repository, requestFrame: requestFrame),
            store: FrameRequestingStore(store, requestFrame: requestFrame),
            theme: theme, animated: animated, kind: kind, genres: RecommendationOptions.knownGenres,
            search: search.map { FrameRequestingSearch($0, requestFrame: requestFrame) },
            facts: facts.map { FrameRequestingFacts($0, requestFrame: requestFrame) }, suggest: suggest, yourServices: yourServices,
            posters: posters.map { FrameRequestingPosters($0, requestFrame: requestFrame) },
            opener: DesktopPageOpener(environment: ProcessInfo.processInfo.environment), party: party, clock: TerminalRunLoop.now
        ).build(navigator: stack)
        main.module.useFilter(filter)
        // Main is on the stack first: what `whenBuilt` shows at once (a message pushed over the game) must go above it.
        stack.push(main.screen)
        await whenBuilt(main.module, requestFrame)
        main.start()
        if folder.isFirstRun {
            main.module.showWelcome()
            folder.markWelcomeShown()
        }
        if let notice {
            // Once the run loop has drawn the game: a dialog shown before would sit under the cards.
            Task { @MainActor in
                main.module.show(notice)
                requestFrame()
            }
        }
        let exit = await loop.runAsync(GameApp(stack: stack))
        session.close()
        return exit.status
    }
}
