import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// Plays the final round alone over a shortlist, and keeps the film it ends in.
@MainActor
public final class TonightInteractor: TonightInteractorInput {
    /// The one member of a round played alone.
    public static let player = MemberID(1)

    public weak var output: TonightInteractorOutput?

    private var round: FinalRound
    private let films: [FilmID: Film]
    private let store: TonightChoiceStore
    private let now: @Sendable () -> Date
    private var save: Task<Void, Never>?

    /// An interactor playing `round` (its one member `player`) over `films`, keeping the choice in `store`, stamped
    /// with `now`.
    public init(round: FinalRound, films: [Film], store: TonightChoiceStore, now: @escaping @Sendable () -> Date) {
        self.round = round
        self.films = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.store = store
        self.now = now
    }

    public func startRound() {
        report()
    }

    public func answer(_ choice: FinalChoice) {
        guard save == nil, let duel = round.duel(for: Self.player) else { return }
        do {
            try round.answer(FinalAnswer(duel: duel.number, choice: choice), by: Self.player)
        } catch {
            output?.displayError(.answering(error))
            return
        }
        report()
    }

    public func takeBack() {
        guard save == nil, round.takeBack(by: Self.player) else { return }
        report()
    }

    /// Waits for the choice to be kept, when it is being kept.
    public func waitUntilIdle() async {
        await save?.value
    }

    // The next pair, or, once there is none, the film chosen: kept at once, the screen saying so when it is.
    private func report() {
        if let duel = round.duel(for: Self.player) {
            output?.displayPair(TonightPair(duel: duel, left: film(duel.left), right: film(duel.right)))
            return
        }
        let outcome = round.outcome
        let choice = TonightChoice(film: film(outcome.winner), runnerUp: outcome.runnerUp.map(film), among: round.candidates.count, chosenAt: now())
        output?.displayDecided(choice, decidedBy: outcome.decidedBy)
        let store = store
        save = Task { [weak self] in
            do {
                try await store.saveTonightChoice(choice)
                self?.output?.displaySaved()
            } catch {
                self?.output?.displayError(.saving(error))
            }
        }
    }

    // Every film of the round is one of `films`: the assembly builds the round from them.
    private func film(_ id: FilmID) -> Film {
        films[id] ?? Film(id: id, title: id.description)
    }
}
