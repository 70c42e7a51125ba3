@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Synchronization
import Testing

/// A pause that lasts until the test opens it, or the waiting task is cancelled.
final class PauseGate: Sendable {
    private struct State {
        var waiting: [Int: CheckedContinuation<Void, Error>] = [:]
        var cancelled: Set<Int> = []
        var next = 0
    }

    private let state = Mutex(State())

    /// How many pauses are under way.
    var sleepers: Int { state.withLock { $0.waiting.count } }

    func sleep() async throws {
        let id = state.withLock { state in
            state.next += 1
            return state.next
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let cancelled = state.withLock { state in
                    if state.cancelled.contains(id) { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, Error>? in
                if let waiting = state.waiting.removeValue(forKey: id) { return waiting }
                state.cancelled.insert(id)
                return nil
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Ends every pause under way.
    func open() {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}

@MainActor
@Suite("Searching TMDB")
struct TMDBSearchTests {
    let view = SearchViewSpy()
    let interactor = SearchInteractorSpy()
    let router = SearchRouterSpy()
    let dune = Film(id: FilmID(source: .tmdb, value: 438631), title: "Dune", year: 2021, genres: ["Science Fiction"], rating: 7.8, ratingCount: 12000)

    func presenter() -> SearchPresenter {
        let presenter = SearchPresenter(routerInput: router, interactorInput: interactor, place: .tmdb)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("typing searches TMDB with the whole query; TMDB's films show, and the one chosen goes to the deck")
    func typing() {
        let sut = presenter()
        sut.didType("d")
        sut.didType("un")
        sut.displayResults([dune], for: "dun")
        sut.didTapOpen()

        #expect(interactor.queries == ["d", "dun"])
        #expect(view.states.map(\.status) == [.empty, .searching, .searching, .found])
        #expect(view.states.last?.rows.map(\.title) == ["Dune (2021)"])
        #expect(router.finished.map(\.id) == [dune.id])
        #expect(router.finished.map(\.reason) == ["you looked it up"], "the card says why it is there")
    }

    @Test("nothing found names TMDB; a failure (a refused key, the rate limit, no network) shows its own message")
    func nothingAndFailure() {
        let sut = presenter()
        sut.didType("zzz")
        sut.displayResults([], for: "zzz")
        sut.didType("z")
        sut.displayError(MessageError(message: "TMDB is rate-limiting requests (/search/movie answered 429 after several waits). Try again in a minute."))

        #expect(view.states.map(\.status) == [
            .empty, .searching, .nothingFound("TMDB has no film called \u{201C}zzz\u{201D}. Try fewer or other words."), .searching,
            .failed("TMDB is rate-limiting requests (/search/movie answered 429 after several waits). Try again in a minute."),
        ])
    }

    @Test("keys typed before the pause ends cancel their searches: only the last text is asked")
    func debounced() async throws {
        let gate = PauseGate()
        let source = FakeFilmSearch([dune])
        let output = SearchInteractorTests.Output()
        let sut = SearchInteractor(search: PausedFilmSearch(source, pause: .milliseconds(300)) { _ in try await gate.sleep() })
        sut.output = output

        sut.search("d")
        sut.search("du")
        sut.search("dune")
        var turns = 0
        while gate.sleepers < 1, turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        #expect(gate.sleepers == 1)
        gate.open()
        await sut.waitUntilIdle()

        #expect(await source.asked == ["dune"])
        #expect(output.results.map(\.query) == ["dune"])
        #expect(output.results.map(\.ids) == [[438631]])
        #expect(output.errors.isEmpty)
    }

    @Test("a search cancelled during the request reports nothing")
    func cancelledDuringRequest() async throws {
        let gate = PauseGate()
        let output = SearchInteractorTests.Output()
        let slow = GatedSearch(gate: gate, films: [dune])
        let sut = SearchInteractor(search: PausedFilmSearch(slow, pause: .zero) { _ in })
        sut.output = output

        sut.search("du")
        var turns = 0
        while gate.sleepers < 1, turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        sut.search("dune")
        while gate.sleepers < 1 || slow.started < 2, turns < 200_000 {
            await Task.yield()
            turns += 1
        }
        gate.open()
        await sut.waitUntilIdle()

        #expect(output.results.map(\.query) == ["dune"])
        #expect(output.errors.isEmpty)
    }
}

/// A search whose request lasts until the gate opens, as a slow network would.
final class GatedSearch: FilmSearch {
    let gate: PauseGate
    let films: [Film]
    private let starts = Mutex(0)

    init(gate: PauseGate, films: [Film]) {
        self.gate = gate
        self.films = films
    }

    var started: Int { starts.withLock { $0 } }

    func films(matching text: String, limit: Int) async throws -> [Film] {
        starts.withLock { $0 += 1 }
        try await gate.sleep()
        return films
    }
}

@MainActor
@Suite("Main assembly: / in a TMDB game")
struct MainTMDBSearchTests {
    @Test("TMDB's films found are listed as TMDB gave them, with no details request each; the one dealt is filled in")
    func foundFilmsAreNotLookedUpUntilDealt() async {
        let dune = Film(id: FilmID(source: .tmdb, value: 438631), title: "Dune", year: 2021)
        let sequel = Film(id: FilmID(source: .tmdb, value: 693134), title: "Dune: Part Two", year: 2024)
        let fuller = Film(id: dune.id, title: "Dune", year: 2021, overview: "Paul Atreides leads nomadic tribes.")
        let facts = FakeFilmFacts([fuller])
        let search = FakeFilmSearch([dune, sequel])
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: []), store: FakeReactionStore())
        environment.search = search
        environment.searchPlace = .tmdb
        environment.facts = facts
        let main = MainAssembly(environment: environment, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 }).build(navigator: stack)
        stack.push(main.screen)

        stack.handle(.key(.char("/")))
        for character in "dune" { stack.handle(.key(.char(character))) }
        while await search.asked.last != "dune" { await Task.yield() }
        var yields = 0
        while !render(stack).contains("Dune: Part Two (2024)"), yields < 1_000 {
            await Task.yield()
            yields += 1
        }
        #expect(await facts.asked.isEmpty, "nothing is looked up for the list")
        stack.handle(.key(.enter))
        yields = 0
        while !render(stack).contains("Paul Atreides"), yields < 1_000 {
            await Task.yield()
            yields += 1
        }

        #expect(render(stack).contains("Paul Atreides leads nomadic tribes."))
        #expect(await facts.asked.first == dune.id)
    }

    private func render(_ stack: ScreenStack) -> String {
        var buffer = Buffer(width: 100, height: 32)
        stack.render(into: &buffer, area: buffer.bounds)
        return buffer.text
    }
}
