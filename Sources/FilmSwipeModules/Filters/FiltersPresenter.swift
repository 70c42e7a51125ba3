import FilmSwipeDomain

/// Edits a filter field by field. Filters has no use cases of its own, so no interactor: the module that
/// opened it applies the result.
@MainActor
public final class FiltersPresenter {
    /// Years move five at a time; the first step from "any" lands here.
    public enum Const {
        public static let yearStep = 5
        public static let firstFromYear = 1980
        public static let firstToYear = 2000
        public static let ratingStep = 0.5
        public static let firstMinRating = 6.0
    }

    public weak var viewInput: FiltersViewInput?

    private let routerInput: FiltersRouterInput
    private let genres: [String]
    private let yourServices: String?
    private let fields: [FiltersField]
    private var filter: RecommendationFilter
    private var field: FiltersField = .genre

    /// A presenter editing `filter`, choosing the genre from `genres`; with `yourServices` (the player's streaming
    /// services by name) it also offers to deal only films on them.
    public init(filter: RecommendationFilter, genres: [String], yourServices: String? = nil, routerInput: FiltersRouterInput) {
        self.filter = filter
        self.genres = genres
        self.yourServices = yourServices
        fields = FiltersField.always + (yourServices == nil ? [] : [.yourServices])
        // Without services to deal from, the filter cannot ask for them.
        if yourServices == nil { self.filter.onlyYourServices = false }
        self.routerInput = routerInput
    }

    private func show() {
        var state = FiltersViewState(filter: filter, field: field)
        state.fields = fields
        state.yourServices = yourServices
        viewInput?.display(state)
    }

    // "Any" and then each genre, in a circle.
    private func stepGenre(by steps: Int) {
        let choices: [String?] = [nil] + genres
        let current = choices.firstIndex { $0?.lowercased() == filter.genres.first?.lowercased() } ?? 0
        let next = ((current + steps) % choices.count + choices.count) % choices.count
        filter.genres = choices[next].map { [$0] } ?? []
    }

    private static func step(_ year: Int?, by steps: Int, first: Int) -> Int? {
        guard let year else { return steps > 0 ? first : nil }
        return min(2030, max(1900, year + steps * Const.yearStep))
    }
}

extension FiltersPresenter: FiltersViewOutput {
    public func viewDidLoad() {
        show()
    }

    public func didMoveSelection(by rows: Int) {
        let index = fields.firstIndex(of: field) ?? 0
        field = fields[max(0, min(fields.count - 1, index + rows))]
        show()
    }

    public func didChangeValue(by steps: Int) {
        switch field {
        case .genre:
            stepGenre(by: steps)
        case .fromYear:
            filter.fromYear = Self.step(filter.fromYear, by: steps, first: Const.firstFromYear)
        case .toYear:
            filter.toYear = Self.step(filter.toYear, by: steps, first: Const.firstToYear)
        case .minRating:
            let next = filter.minRating.map { $0 + Double(steps) * Const.ratingStep } ?? (steps > 0 ? Const.firstMinRating : -1)
            filter.minRating = next < 0 ? nil : min(10, next)
        case .yourServices:
            // Two values: either way is a toggle.
            if steps % 2 != 0 { filter.onlyYourServices.toggle() }
        }
        show()
    }

    public func didClearValue() {
        switch field {
        case .genre: filter.genres = []
        case .fromYear: filter.fromYear = nil
        case .toYear: filter.toYear = nil
        case .minRating: filter.minRating = nil
        case .yourServices: filter.onlyYourServices = false
        }
        show()
    }

    public func didTapApply() {
        routerInput.finish(with: filter)
    }

    public func didTapBack() {
        routerInput.close()
    }
}
