@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Search presenter")
struct SearchPresenterTests {
    let view = SearchViewSpy()
    let interactor = SearchInteractorSpy()
    let router = SearchRouterSpy()
    let films = [
        Film(id: FilmID(source: .catalogue, value: 1), title: "Amélie", year: 2001, genres: ["Comedy", "Romance"], rating: 8.2, ratingCount: 120),
        Film(id: FilmID(source: .catalogue, value: 2), title: "Amelia", year: 2009, genres: ["Drama"], rating: 6, ratingCount: 4),
    ]

    func presenter() -> SearchPresenter {
        let presenter = SearchPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("it opens empty, and each typed key searches again with the whole query")
    func typing() {
        let sut = presenter()
        sut.didType("a")
        sut.didType("m")

        #expect(interactor.queries == ["a", "am"])
        #expect(view.states.map(\.status) == [.empty, .searching, .searching])
        #expect(view.states.last?.query == "am")
    }

    @Test("results show title with year, genres and rating, the first highlighted")
    func results() {
        let sut = presenter()
        sut.didType("ame")
        sut.displayResults(films, for: "ame")

        #expect(view.states.last == SearchViewState(
            query: "ame",
            rows: [
                .init(title: "Amélie (2001)", details: "Comedy, Romance · ★ 8.2/10 · 120 ratings"),
                .init(title: "Amelia (2009)", details: "Drama · ★ 6.0/10 · only 4 ratings"),
            ],
            selectedRow: 0, status: .found
        ))
    }

    @Test("films already reacted to are marked with the reaction, whether the reactions come before or after the films")
    func marks() {
        let sut = presenter()
        sut.didType("ame")
        sut.displayReactions([films[1].id: .dislike])
        sut.displayResults(films, for: "ame")
        #expect(view.states.last?.rows.map(\.reaction) == [UserReaction.none, .dislike])

        sut.displayReactions([films[0].id: .favourite, films[1].id: .seen])
        #expect(view.states.last?.rows.map(\.reaction) == [.favourite, .seen])
    }

    @Test("an answer to an older query is dropped")
    func staleAnswer() {
        let sut = presenter()
        sut.didType("a")
        sut.didType("m")
        let shown = view.states.count

        sut.displayResults(films, for: "a")

        #expect(view.states.count == shown)
    }

    @Test("Enter pressed before the answer comes opens the first film of the query as typed, once it comes")
    func fastEnter() {
        let sut = presenter()
        sut.didType("a")
        sut.didType("m")
        sut.didTapOpen()
        #expect(router.finished.isEmpty, "nothing is opened before the answer")

        sut.displayResults(films.reversed(), for: "a")
        #expect(router.finished.isEmpty, "an answer to an older query opens nothing")
        sut.displayResults(films, for: "am")
        #expect(router.finished.map(\.id) == [films[0].id])
    }

    @Test("typing after a fast Enter searches the new query and opens nothing of its own")
    func typingAfterFastEnter() {
        let sut = presenter()
        sut.didType("a")
        sut.didTapOpen()
        sut.didType("m")
        sut.displayResults(films, for: "am")
        #expect(router.finished.isEmpty)
    }

    @Test("a fast Enter on a query that finds nothing says so, and opens nothing")
    func fastEnterNothing() {
        let sut = presenter()
        sut.didType("q")
        sut.didTapOpen()
        sut.displayResults([], for: "q")
        #expect(router.finished.isEmpty)
        #expect(view.states.last?.status == .nothingFound(SearchPlace.catalogue.nothingFoundText("q")))
    }

    @Test("a query that finds nothing says so, naming it")
    func nothingFound() {
        let sut = presenter()
        sut.didType("zzz")
        sut.displayResults([], for: "zzz")

        #expect(view.states.last?.status == .nothingFound(SearchPresenter.Const.nothingFoundText("zzz")))
        #expect(view.states.last?.rows.isEmpty == true)
    }

    @Test("control characters and escape sequences typed or pasted never reach the query")
    func cleansInput() {
        let sut = presenter()
        sut.didType("\u{1B}[31mHeat\u{07}")

        #expect(view.states.last?.query == "Heat")
        #expect(interactor.queries == ["Heat"])
    }

    @Test("deleting back to an empty query clears the results without searching")
    func deleting() {
        let sut = presenter()
        sut.didType("a")
        sut.displayResults(films, for: "a")
        sut.didDeleteBackward()

        #expect(interactor.queries == ["a"])
        #expect(view.states.last == SearchViewState(query: "", rows: [], selectedRow: nil, status: .empty))
    }

    @Test("↑↓ move the highlight within the results; Enter hands the highlighted film back, its card saying it was looked up")
    func choosing() {
        let sut = presenter()
        sut.didType("ame")
        sut.displayResults(films, for: "ame")
        sut.didMoveSelection(by: 5)
        #expect(view.states.last?.selectedRow == 1)
        sut.didMoveSelection(by: -5)
        sut.didMoveSelection(by: 1)

        sut.didTapOpen()

        #expect(router.finished.map(\.id) == [films[1].id])
        #expect(router.finished.map(\.reason) == ["you looked it up"])
    }

    @Test("Enter with nothing found does nothing; Esc closes")
    func emptyOpenAndBack() {
        let sut = presenter()
        sut.didTapOpen()
        sut.didTapBack()

        #expect(router.finished.isEmpty)
        #expect(router.closeCount == 1)
    }

    @Test("a failed search shows why, in the presenter's words for the error")
    func failure() {
        let sut = presenter()
        sut.didType("a")
        sut.displayError(MessageError(message: "The catalogue /x is not JSON."))
        #expect(view.states.last?.status == .failed("The catalogue /x is not JSON."))

        sut.didType("b")
        sut.displayError(TestError())
        #expect(view.states.last?.status == .failed("\(PlayerMessage.unexplained) (TestError)"), "never an empty text")
    }

    @Test("reactions that cannot be read are said beside the films found, which show unmarked")
    func reactionsUnread() {
        let sut = presenter()
        sut.didType("ame")
        sut.displayReactionsUnread(MessageError(message: "The database is locked."))
        sut.displayResults(films, for: "ame")

        #expect(view.states.last?.note == "Films you reacted to are not marked: The database is locked.")
        #expect(view.states.last?.rows.map(\.reaction) == [UserReaction.none, .none])
        #expect(view.states.last?.status == .found)
    }

    @Test("the query stops growing at its longest")
    func longQuery() {
        let sut = presenter()
        sut.didType(String(repeating: "a", count: 500))
        sut.didType("b")

        #expect(view.states.last?.query.count == SearchPresenter.Const.maxQueryLength)
    }
}

@MainActor
@Suite("Search interactor")
struct SearchInteractorTests {
    final class Output: SearchInteractorOutput {
        var results: [(query: String, ids: [Int])] = []
        var errors: [any Error] = []
        var reactions: [[FilmID: UserReaction]] = []
        var unread: [any Error] = []
        func displayResults(_ films: [Film], for query: String) { results.append((query, films.map(\.id.value))) }
        func displayReactions(_ reactions: [FilmID: UserReaction]) { self.reactions.append(reactions) }
        func displayReactionsUnread(_ error: Error) { unread.append(error) }
        func displayError(_ error: Error) { errors.append(error) }
    }

    @Test("a search reports the films found for its query")
    func searches() async {
        let search = FakeFilmSearch([Film(id: FilmID(source: .catalogue, value: 7), title: "Heat", ratingCount: 3)])
        let output = Output()
        let sut = SearchInteractor(search: search)
        sut.output = output

        sut.search("hea")
        await sut.waitUntilIdle()

        #expect(output.results.map(\.query) == ["hea"])
        #expect(output.results.map(\.ids) == [[7]])
    }

    @Test("the player's reactions are read once, with the first search, for marking the films found")
    func readsReactions() async {
        let heat = FilmID(source: .catalogue, value: 7)
        let output = Output()
        let sut = SearchInteractor(search: FakeFilmSearch([Film(id: heat, title: "Heat", ratingCount: 3)]), store: FakeReactionStore(current: [heat: .dislike]))
        sut.output = output

        sut.search("h")
        sut.search("he")
        await sut.waitUntilIdle()

        #expect(output.reactions == [[heat: .dislike]])
        #expect(output.results.map(\.query) == ["he"])
    }

    @Test("reactions that cannot be read are reported, once, and the search still answers")
    func reactionsUnread() async {
        let heat = FilmID(source: .catalogue, value: 7)
        let store = FakeReactionStore(current: [heat: .dislike])
        await store.failReads(with: MessageError(message: "The database is locked."))
        let output = Output()
        let sut = SearchInteractor(search: FakeFilmSearch([Film(id: heat, title: "Heat", ratingCount: 3)]), store: store)
        sut.output = output

        sut.search("h")
        sut.search("he")
        await sut.waitUntilIdle()

        #expect(output.unread.map { ($0 as? MessageError)?.message } == ["The database is locked."])
        #expect(output.reactions.isEmpty)
        #expect(output.results.map(\.ids) == [[7]])
    }

    @Test("a search that fails reports its error")
    func fails() async {
        let output = Output()
        let sut = SearchInteractor(search: FakeFilmSearch([], error: MessageError(message: "The catalogue is damaged.")))
        sut.output = output

        sut.search("x")
        await sut.waitUntilIdle()

        #expect(output.errors.map { ($0 as? MessageError)?.message } == ["The catalogue is damaged."], "the error as thrown, for the presenter to put into words")
    }
}
