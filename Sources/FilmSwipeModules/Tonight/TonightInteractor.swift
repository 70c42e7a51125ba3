import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// Plays the final round alone over a shortlist, keeps the answers after each one (so a round left goes on next time),
/// and keeps the film it ends in.
@MainActor
public final class TonightInteractor: TonightInteractorInput {
    /// The one member of a round played alone.
    public static let player = MemberID(1)

    public weak var output: TonightInteractorOutput?

    private var round: FinalRound
    private let films: [FilmID: Film]
    private let store: TonightChoiceStore
    private let progress: TonightProgressStore
    private let now: @Sendable () -> Date
    private var save: Task<Void, Never>?
    // The newest write of the answers; each waits for the one before, so the newest answers are the ones kept.
    private var progressWrite: Task<Void, Never>?
    private var progressFailureSaid = false

    /// An interactor playing `round` (its one member `player`, perhaps with answers given in an earlier run) over
    /// `films`, keeping the answers in `progress` and the choice in `store`, stamped with `now`.
    public init(round: FinalRound, films: [Film], store: TonightChoiceStore, progress: TonightProgressStore, now: @escaping @Sendable () -> Date) {
        self.round = round
        self.films = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.store = store
        self.progress = progress
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

    /// Waits for the answers and the choice to be kept, when they are being kept.
    public func waitUntilIdle() async {
        await progressWrite?.value
        await save?.value
    }

    /// What is kept of the round while it goes on: its films, seed and the player's answers.
    var roundProgress: TonightProgress {
        let answers = round.answers.filter { $0.member == Self.player }.map { stored in
            TonightAnswer(film: stored.answer.choice.film, knockedOut: stored.answer.choice.isKnockOut)
        }
        return TonightProgress(films: round.candidates, seed: round.seed, answers: answers)
    }

    // Keeps `kept` after every write before it. A failure is said once: the round goes on, but would not after leaving.
    private func keepProgress(_ kept: TonightProgress) {
        let store = progress, previous = progressWrite
        progressWrite = Task { [weak self] in
            await previous?.value
            do {
                try await store.saveTonightProgress(kept)
            } catch {
                self?.progressFailed(error)
            }
        }
    }

    private func progressFailed(_ error: Error) {
        guard !progressFailureSaid else { return }
        progressFailureSaid = true
        output?.displayError(.keepingAnswers(error))
    }

    // The next pair, or, once there is none, the film chosen: kept at once, the screen saying so when it is.
    private func report() {
        if let duel = round.duel(for: Self.player) {
            output?.displayPair(TonightPair(duel: duel, left: film(duel.left), right: film(duel.right)))
            if duel.number > 1 || progressWrite != nil { keepProgress(roundProgress) }
            return
        }
        let outcome = round.outcome
        let choice = TonightChoice(film: film(outcome.winner), runnerUp: outcome.runnerUp.map(film), among: round.candidates.count, chosenAt: now())
        output?.displayDecided(choice, decidedBy: outcome.decidedBy)
        let store = store, progress = progress, answersKept = progressWrite
        save = Task { [weak self] in
            do {
                await answersKept?.value
                try await store.saveTonightChoice(choice)
            } catch {
                self?.output?.displayError(.saving(error))
                return
            }
            self?.output?.displaySaved()
            // The round is over, and its film kept: nothing is left to go on with.
            do {
                try await progress.saveTonightProgress(nil)
            } catch {
                self?.progressFailed(error)
            }
        }
    }

    // Every film of the round is one of `films`: the assembly builds the round from them.
    private func film(_ id: FilmID) -> Film {
        films[id] ?? Film(id: id, title: id.description)
    }
}
