import ArgumentParser
import FilmSwipe
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeTerminal
import FilmSwipeUIKit
import Foundation

/// Plays the game: deals the catalogue as a stack of cards in the terminal.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play (the default).")

    @OptionGroup var options: GameOptions

    @Flag(name: .customLong("no-animation"), help: "Swipe without the fly-out animation (also FILMSWIPE_REDUCED_MOTION=1).")
    var noAnimation = false

    mutating func run() throws {
        let options = options, noAnimation = noAnimation
        try MainActor.assumeIsolated { try Self.play(options: options, noAnimation: noAnimation) }
    }

    @MainActor
    private static func play(options: GameOptions, noAnimation: Bool) throws {
        let environment = ProcessInfo.processInfo.environment
        var status: Int32 = 0
        try CommandFailure.reporting {
            // Everything that can be wrong with the input is found before the terminal is taken over.
            let films = try CatalogueLoader(path: options.cataloguePath).load()
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let animated = !noAnimation && environment["FILMSWIPE_REDUCED_MOTION"] != "1"
            status = try play(films: films, store: store, folder: folder, animated: animated)
        }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func play(films: [Film], store: ReactionStore, folder: DataFolder, animated: Bool) throws -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.open()
        } catch {
            throw CommandFailure(error.description, status: 2)
        }
        let theme = Theme(glyphs: session.supportsUnicode ? .unicode : .ascii)
        let stack = ScreenStack(theme: theme)
        let main = MainAssembly(
            repository: CatalogueFilmRepository(films: films), store: store,
            theme: theme, animated: animated, clock: TerminalRunLoop.now
        ).build(navigator: stack)
        stack.push(main.screen)
        main.start()
        if folder.isFirstRun {
            main.module.showWelcome()
            folder.markWelcomeShown()
        }
        let exit = TerminalRunLoop(session: session).run(GameApp(stack: stack))
        session.close()
        return exit.status
    }
}
