@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Filters: on your services")
struct FiltersYourServicesTests {
    let view = FiltersViewSpy()
    let router = FiltersRouterSpy()

    func presenter(_ filter: RecommendationFilter = .none, yourServices: String?) -> FiltersPresenter {
        let presenter = FiltersPresenter(filter: filter, genres: ["Comedy"], yourServices: yourServices, routerInput: router)
        presenter.viewInput = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("with services the last field toggles only yours, naming them; Enter deals with it on")
    func toggles() {
        let sut = presenter(yourServices: "Netflix, Disney Plus")
        sut.didMoveSelection(by: 9)
        sut.didChangeValue(by: 1)
        sut.didChangeValue(by: -1)
        sut.didChangeValue(by: 1)
        sut.didTapApply()

        #expect(view.states.map(\.field) == [.genre, .yourServices, .yourServices, .yourServices, .yourServices])
        #expect(view.states.map(\.filter.onlyYourServices) == [false, false, true, false, true])
        #expect(view.states.allSatisfy { $0.fields == [.genre, .fromYear, .toYear, .minRating, .yourServices] && $0.yourServices == "Netflix, Disney Plus" })
        #expect(router.finished == [RecommendationFilter(onlyYourServices: true)])
    }

    @Test("clearing the field sets it back to any; the other fields keep their values")
    func clears() {
        let sut = presenter(RecommendationFilter(genres: ["Comedy"], onlyYourServices: true), yourServices: "Netflix")
        sut.didMoveSelection(by: 4)
        sut.didClearValue()
        #expect(view.states.map(\.filter) == [
            RecommendationFilter(genres: ["Comedy"], onlyYourServices: true), RecommendationFilter(genres: ["Comedy"], onlyYourServices: true),
            RecommendationFilter(genres: ["Comedy"]),
        ])
    }

    @Test("without services there is no such field, and a filter cannot ask for them")
    func withoutServices() {
        let sut = presenter(RecommendationFilter(onlyYourServices: true), yourServices: nil)
        sut.didMoveSelection(by: 9)
        sut.didTapApply()
        #expect(view.states.map(\.field) == [.genre, .minRating])
        #expect(view.states.allSatisfy { $0.fields == FiltersField.always && $0.yourServices == nil && !$0.filter.onlyYourServices })
        #expect(router.finished == [.none])
    }

    @Test("the dialog shows the toggle and whose services it means")
    func screen() {
        let sut = FiltersScreen(output: FiltersPresenter(filter: .none, genres: [], routerInput: router), theme: Theme(glyphs: .unicode))
        var state = FiltersViewState(filter: RecommendationFilter(onlyYourServices: true), field: .yourServices)
        state.fields = FiltersField.allCases
        state.yourServices = "Netflix, Disney Plus"
        sut.display(state)
        var buffer = Buffer(width: 60, height: 16)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "filters-your-services")
        let row = (0..<16).first { buffer.text(row: $0).contains("On your services") } ?? 0
        #expect(buffer.text(row: row).contains("← only yours →"))
        #expect(buffer[5, row].style.reverse)
    }

    @Test("the header says the deal is on your services")
    func summary() {
        #expect(PlayerText.filterSummary(RecommendationFilter(onlyYourServices: true)) == "on your services")
        #expect(PlayerText.filterSummary(RecommendationFilter(genres: ["Drama"], onlyYourServices: true)) == "Drama · on your services")
    }
}
