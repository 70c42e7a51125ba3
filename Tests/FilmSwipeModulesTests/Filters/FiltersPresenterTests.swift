@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
final class FiltersViewSpy: FiltersViewInput {
    private(set) var states: [FiltersViewState] = []
    func display(_ state: FiltersViewState) { states.append(state) }
}

@MainActor
final class FiltersRouterSpy: FiltersRouterInput {
    private(set) var finished: [RecommendationFilter] = []
    private(set) var closeCount = 0
    func finish(with filter: RecommendationFilter) { finished.append(filter) }
    func close() { closeCount += 1 }
}

@MainActor
@Suite("Filters")
struct FiltersPresenterTests {
    let view = FiltersViewSpy()
    let router = FiltersRouterSpy()

    func presenter(_ filter: RecommendationFilter = .none) -> FiltersPresenter {
        let presenter = FiltersPresenter(filter: filter, genres: ["Comedy", "Horror", "War"], routerInput: router)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("it opens on the genre field with the filter in force")
    func opens() {
        _ = presenter(RecommendationFilter(genres: ["Horror"]))
        #expect(view.states == [FiltersViewState(filter: RecommendationFilter(genres: ["Horror"]), field: .genre)])
    }

    @Test("the genre steps through any and each genre, in a circle")
    func genres() {
        let sut = presenter()
        sut.didChangeValue(by: 1)
        sut.didChangeValue(by: 1)
        sut.didChangeValue(by: 2)
        sut.didChangeValue(by: -1)
        #expect(view.states.dropFirst().map(\.filter.genres) == [["Comedy"], ["Horror"], [], ["War"]])
    }

    @Test("years step by five from a first year, ratings by half a point, and clearing sets any")
    func values() {
        let sut = presenter()
        sut.didMoveSelection(by: 1)
        sut.didChangeValue(by: 1)
        sut.didChangeValue(by: 1)
        sut.didMoveSelection(by: 1)
        sut.didChangeValue(by: 1)
        sut.didMoveSelection(by: 1)
        sut.didChangeValue(by: 1)
        sut.didChangeValue(by: -1)
        sut.didChangeValue(by: -1)
        let filter = view.states.last?.filter
        #expect(filter?.fromYear == 1985)
        #expect(filter?.toYear == 2000)
        #expect(filter?.minRating == 5.0)

        sut.didClearValue()
        #expect(view.states.last?.filter.minRating == nil)
        #expect(view.states.last?.field == .minRating)
    }

    @Test("Enter hands the filter back; Esc leaves without a change")
    func finish() {
        let sut = presenter()
        sut.didChangeValue(by: 2)
        sut.didTapApply()
        sut.didTapBack()
        #expect(router.finished == [RecommendationFilter(genres: ["Horror"])])
        #expect(router.closeCount == 1)
    }

    @Test("the dialog lists each field with its value, the highlighted one in reverse video")
    func screen() {
        let sut = FiltersScreen(output: FiltersPresenter(filter: .none, genres: [], routerInput: router), theme: Theme(glyphs: .unicode))
        sut.display(FiltersViewState(filter: RecommendationFilter(genres: ["Horror"], fromYear: 1980, minRating: 7), field: .fromYear))
        var buffer = Buffer(width: 60, height: 16)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "filters")
        let row = (0..<16).first { buffer.text(row: $0).contains("From year") } ?? 0
        #expect(buffer[5, row].style.reverse)
    }
}
