import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeTerminal
import Foundation

/// `filmswipe tonight` in the terminal: takes the screen over for the final round alone, and gives the terminal back
/// when the film is chosen or the player leaves. The films are checked before.
public struct TerminalTonight {
    /// The shortlist, best first.
    public let films: [Film]
    /// The seed the player's bracket is drawn from.
    public let seed: UInt64
    /// The answers given to this round in an earlier run, which it goes on after.
    public let answers: [TonightAnswer]
    /// Where the film chosen is kept.
    public let store: TonightChoiceStore
    /// Where the answers are kept while the round goes on.
    public let progress: TonightProgressStore
    /// How it looks: colours.
    public let look: GameLook

    /// A round over `films` (1 to `FinalRound.candidateLimit`), drawn from `seed`, going on after `answers`, its answers
    /// kept in `progress` and its film in `store`, looking as `look` says.
    public init(films: [Film], seed: UInt64, answers: [TonightAnswer] = [], store: TonightChoiceStore, progress: TonightProgressStore, look: GameLook) {
        self.films = films
        self.seed = seed
        self.answers = answers
        self.store = store
        self.progress = progress
        self.look = look
    }

    /// Plays until the film is chosen and read, or the player leaves; returns the exit status and the film chosen (nil
    /// when the player left before the end).
    @MainActor
    public func play() async throws -> (status: Int32, choice: TonightChoice?) {
        let terminal = try TerminalScreens.open(colours: look.colours)
        let chosen = ChosenFilm()
        let module: TonightModule
        do {
            module = try TonightAssembly(store: store, progress: progress, theme: terminal.theme)
                .build(films: films, seed: seed, answers: answers, navigator: terminal.stack) { chosen.choice = $0 }
        } catch {
            terminal.session.close()
            throw CommandFailure(error.localizedDescription)
        }
        terminal.stack.push(module.screen)
        let exit = await terminal.loop.runAsync(GameApp(stack: terminal.stack))
        // The answers are kept after each one and the film as the last pair is answered: a Ctrl-C right after still
        // keeps them.
        let writes = module.writes
        _ = await Deadline.value(within: .seconds(5)) { await writes() }
        terminal.session.close()
        return (exit.status, chosen.choice)
    }
}

/// Where the module's completion leaves the film chosen.
@MainActor
private final class ChosenFilm {
    var choice: TonightChoice?
}
