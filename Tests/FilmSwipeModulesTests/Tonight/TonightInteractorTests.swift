@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Testing

@MainActor
final class TonightInteractorOutputSpy: TonightInteractorOutput {
    private(set) var pairs: [TonightPair] = []
    private(set) var decided: [(TonightChoice, FinalTieBreak)] = []
    private(set) var savedCount = 0
    private(set) var errors: [TonightError] = []
    func displayPair(_ pair: TonightPair) { pairs.append(pair) }
    func displayDecided(_ choice: TonightChoice, decidedBy: FinalTieBreak) { decided.append((choice, decidedBy)) }
    func displaySaved() { savedCount += 1 }
    func displayError(_ error: TonightError) { errors.append(error) }
}

@MainActor
@Suite("Tonight interactor")
struct TonightInteractorTests {
    let films = [TonightFilms.heat, TonightFilms.fargo, TonightFilms.alien, TonightFilms.brazil]
    let evening = Date(timeIntervalSince1970: 1_709_405_000)

    func interactor(
        store: TonightChoiceStore, progress: TonightProgressStore = TonightProgressStoreFake(), films: [Film]? = nil, seed: UInt64 = 4,
        answers: [FinalRoundAnswer] = []
    ) throws -> (TonightInteractor, TonightInteractorOutputSpy) {
        let films = films ?? self.films
        let round = try FinalRound(candidates: films.map(\.id), members: [TonightInteractor.player], seed: seed, answers: answers)
        let evening = evening
        let sut = TonightInteractor(round: round, films: films, store: store, progress: progress, now: { evening })
        let output = TonightInteractorOutputSpy()
        sut.output = output
        return (sut, output)
    }

    /// Answers every pair preferring the film earlier in `taste`.
    func play(_ sut: TonightInteractor, _ output: TonightInteractorOutputSpy, taste: [Film]) {
        sut.startRound()
        while output.decided.isEmpty, let pair = output.pairs.last {
            let rank = { (film: Film) in taste.firstIndex(of: film) ?? .max }
            sut.answer(.prefer(rank(pair.left) < rank(pair.right) ? pair.left.id : pair.right.id))
        }
    }

    @Test("four films take three pairs, with their films; the favourite is chosen, stamped by the clock, and kept")
    func playsAndKeeps() async throws {
        let store = TonightChoiceStoreFake()
        let (sut, output) = try interactor(store: store)
        play(sut, output, taste: [TonightFilms.alien, TonightFilms.heat, TonightFilms.brazil, TonightFilms.fargo])
        #expect(output.pairs.count == 3)
        #expect(output.pairs.map(\.duel.number) == [1, 2, 3])
        #expect(output.pairs.allSatisfy { films.contains($0.left) && films.contains($0.right) && $0.left.id == $0.duel.left })
        let (choice, decidedBy) = try #require(output.decided.first)
        #expect(choice.film == TonightFilms.alien && choice.among == 4 && choice.chosenAt == evening)
        #expect(choice.runnerUp.map { output.pairs.last!.left == $0 || output.pairs.last!.right == $0 } == true)
        #expect(decidedBy == .points)
        await sut.waitUntilIdle()
        #expect(output.savedCount == 1)
        #expect(try await store.tonightChoices() == [choice])
    }

    @Test("take back shows the pair answered last again; an answer after the end changes nothing")
    func takeBackAndAfterTheEnd() async throws {
        let (sut, output) = try interactor(store: TonightChoiceStoreFake())
        sut.startRound()
        let first = try #require(output.pairs.last)
        sut.answer(.knockOut(first.left.id))
        sut.takeBack()
        #expect(output.pairs.count == 3 && output.pairs.last == first)
        play(sut, output, taste: films)
        sut.answer(.prefer(films[0].id))
        sut.takeBack()
        #expect(output.decided.count == 1)
        await sut.waitUntilIdle()
        #expect(output.errors.isEmpty)
    }

    @Test("one film: chosen at once, with no runner-up")
    func oneFilm() async throws {
        let (sut, output) = try interactor(store: TonightChoiceStoreFake(), films: [TonightFilms.fargo])
        sut.startRound()
        #expect(output.pairs.isEmpty)
        #expect(output.decided.first?.0.film == TonightFilms.fargo && output.decided.first?.0.runnerUp == nil)
        #expect(output.decided.first?.1 == .onlyFilm)
        await sut.waitUntilIdle()
    }

    @Test("a store that cannot keep the choice reports it, after the choice was shown")
    func storeFails() async throws {
        let (sut, output) = try interactor(store: TonightChoiceStoreFake(failing: MessageError(message: "disk full")))
        play(sut, output, taste: films)
        await sut.waitUntilIdle()
        #expect(output.decided.count == 1 && output.savedCount == 0)
        guard case let .saving(error)? = output.errors.first else {
            Issue.record("no saving error")
            return
        }
        #expect(error.localizedDescription == "disk full")
    }

    @Test("each answer and take-back keeps the round's films, seed and answers so far; its end, once the film is kept, forgets them")
    func keepsProgress() async throws {
        let progress = TonightProgressStoreFake()
        let (sut, output) = try interactor(store: TonightChoiceStoreFake(), progress: progress, seed: 9)
        sut.startRound()
        await sut.waitUntilIdle()
        #expect(await progress.saved.isEmpty, "nothing to keep before the first answer")
        let first = try #require(output.pairs.last)
        sut.answer(.knockOut(first.right.id))
        await sut.waitUntilIdle()
        let ids = films.map(\.id)
        #expect(await progress.saved.last == TonightProgress(films: ids, seed: 9, answers: [TonightAnswer(film: first.right.id, knockedOut: true)]))
        sut.takeBack()
        await sut.waitUntilIdle()
        #expect(await progress.saved.last == TonightProgress(films: ids, seed: 9, answers: []))
        play(sut, output, taste: films)
        await sut.waitUntilIdle()
        #expect(output.savedCount == 1)
        #expect(await progress.saved.last == .some(nil))
    }

    @Test("a round built with the answers of an earlier run goes on at the next pair, the pairs answered as they were")
    func goesOnAfterEarlierAnswers() async throws {
        let (earlier, earlierOutput) = try interactor(store: TonightChoiceStoreFake())
        earlier.startRound()
        let first = try #require(earlierOutput.pairs.last)
        earlier.answer(.prefer(first.left.id))
        let second = try #require(earlierOutput.pairs.last)
        let kept = FinalRoundAnswer(member: TonightInteractor.player, answer: FinalAnswer(duel: 1, choice: .prefer(first.left.id)))

        let (sut, output) = try interactor(store: TonightChoiceStoreFake(), answers: [kept])
        sut.startRound()
        #expect(output.pairs == [second])
        sut.takeBack()
        #expect(output.pairs.last == first)
    }

    @Test("answers that cannot be kept for later are said once; the round goes on to its film, which is kept")
    func answersNotKept() async throws {
        let store = TonightChoiceStoreFake()
        let (sut, output) = try interactor(store: store, progress: TonightProgressStoreFake(failing: MessageError(message: "read-only folder")))
        play(sut, output, taste: films)
        await sut.waitUntilIdle()
        #expect(output.errors.count == 1)
        guard case let .keepingAnswers(error)? = output.errors.first else {
            Issue.record("no error for the answers")
            return
        }
        #expect(error.localizedDescription == "read-only folder")
        let kept = try await store.tonightChoices()
        #expect(output.savedCount == 1 && kept.count == 1)
    }
}
