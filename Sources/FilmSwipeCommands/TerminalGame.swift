import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeTerminal
import FilmSwipeCells
import Foundation

/// The game in the terminal: takes the screen over, deals from a game's environment into the Main module, and gives
/// the terminal back when the player quits. Everything that can be wrong with the input is checked before.
public struct TerminalGame {
    /// What the game is played over.
    public let environment: GameEnvironment
    /// The game's folder, for the first-run welcome.
    public let folder: DataFolder
    /// The filters the game starts with.
    public let filter: RecommendationFilter
    /// How the game looks: animations, colours, posters.
    public let look: GameLook
    /// Makes the game's posters once the terminal has said how it draws them; nil for a game without posters.
    public let posters: PosterMaker?

    /// Makes a game's posters, drawn as `drawing` says (which waits, the first time, for a terminal still answering).
    public typealias PosterMaker = @Sendable (_ drawing: @escaping @Sendable () async -> PosterDrawing) -> any FilmPosters<TerminalPoster>

    /// A game over `environment`, in `folder`, starting with `filter`, looking as `look` says, its posters made by
    /// `posters` (nil: none).
    public init(environment: GameEnvironment, folder: DataFolder, filter: RecommendationFilter = .none, look: GameLook, posters: PosterMaker? = nil) {
        self.environment = environment
        self.folder = folder
        self.filter = filter
        self.look = look
        self.posters = posters
    }

    /// How long quitting waits for the reactions still being written (a store write takes milliseconds).
    static let writesDeadline: Duration = .seconds(5)

    /// Plays until the player quits; returns the exit status. `whenBuilt` gets the Main module before the first frame,
    /// to connect what the game hears of in the background (a party's news, the TMDB account's trouble).
    @MainActor
    public func play(whenBuilt: (MainModuleInput) async -> Void = { _ in }) async throws -> Int32 {
        // The terminal is asked how it draws posters (if it must be) only by a game that has them.
        let request = posters.map { _ in
            PosterRequest(choice: look.posters, answers: TerminalAnswersFile(url: folder.url.appendingPathComponent(TerminalAnswersFile.fileName)))
        }
        let terminal = try TerminalScreens.open(colours: look.colours, posters: request)
        var environment = environment
        environment.genres = RecommendationOptions.knownGenres
        environment.opener = environment.opener ?? DesktopPageOpener(environment: ProcessInfo.processInfo.environment)
        // Posters need 256 colours and Unicode, and the player's leave: without them the session has no graphics.
        if let graphics = terminal.session.graphics, let posters {
            environment.posters = posters { await graphics.drawing() }
        }
        let main = MainAssembly(environment: environment, theme: terminal.theme, animated: look.animated, clock: TerminalRunLoop.now)
            .build(navigator: terminal.stack)
        main.module.useFilter(filter)
        // Main is on the stack first: what `whenBuilt` shows at once (a message pushed over the game) must go above it.
        terminal.stack.push(main.screen)
        await whenBuilt(main.module)
        main.start()
        if folder.isFirstRun {
            main.module.showWelcome()
            folder.markWelcomeShown()
        }
        if let notice = environment.notice {
            // Once the run loop has drawn the game: a dialog shown before would sit under the cards.
            Task { @MainActor in main.module.show(notice) }
        }
        let exit = await terminal.loop.runAsync(GameApp(stack: terminal.stack))
        // A swipe is sent the moment its key is read: one a Ctrl-C followed at once is still being written.
        let writes = main.writes
        _ = await Deadline.value(within: Self.writesDeadline) { await writes() }
        terminal.session.close()
        return exit.status
    }
}
