import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// A Tonight module built: its screen, and what to wait for before the program ends.
@MainActor
public struct TonightModule {
    /// The screen to push.
    public let screen: Screen
    /// Waits for the film chosen to be kept, when it is being kept.
    public let writes: @MainActor @Sendable () async -> Void
}

/// Builds a Tonight module: view, presenter, interactor and router, wired by their initialisers.
@MainActor
public struct TonightAssembly {
    /// The most films a round takes (`FinalRound.candidateLimit`): a player then answers at most 15 pairs.
    public nonisolated static let largestRound = FinalRound.candidateLimit

    private let store: TonightChoiceStore
    private let progress: TonightProgressStore
    private let theme: Theme
    private let now: @Sendable () -> Date

    /// An assembly keeping choices in `store` and an unfinished round's answers in `progress`, stamped with `now`,
    /// drawing with `theme`.
    public init(store: TonightChoiceStore, progress: TonightProgressStore, theme: Theme, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.progress = progress
        self.theme = theme
        self.now = now
    }

    /// A round over `films` (best first: the order breaks the last ties), the player's bracket drawn from `seed`, going on
    /// after `answers` (given in an earlier run over the same films and seed; those the round would refuse are dropped),
    /// closed through `navigator`; `completion` hears the film chosen, or nil when the player left before the end.
    /// Throws for no film, or more than `FinalRound.candidateLimit`.
    public func build(
        films: [Film], seed: UInt64, answers: [TonightAnswer] = [], navigator: Navigator, completion: @escaping (TonightChoice?) -> Void
    ) throws(FinalRoundError) -> TonightModule {
        let player = TonightInteractor.player
        let given = answers.enumerated().map { index, answer in
            FinalRoundAnswer(member: player, answer: FinalAnswer(duel: index + 1, choice: answer.knockedOut ? .knockOut(answer.film) : .prefer(answer.film)))
        }
        let round = try FinalRound(candidates: films.map(\.id), members: [player], seed: seed, answers: given)
        let router = TonightRouter(navigator: navigator, resultAssembly: ResultAssembly(theme: theme), completion: completion)
        let interactor = TonightInteractor(round: round, films: films, store: store, progress: progress, now: now)
        let presenter = TonightPresenter(routerInput: router, interactorInput: interactor)
        let screen = TonightScreen(output: presenter, theme: theme, changes: navigator.changes)
        presenter.viewInput = screen
        interactor.output = presenter
        router.screen = screen
        presenter.viewDidLoad()
        return TonightModule(screen: screen, writes: { await interactor.waitUntilIdle() })
    }
}
