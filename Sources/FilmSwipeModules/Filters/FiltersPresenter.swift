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
    private var filter: RecommendationFilter
    private var field: FiltersField = .genre

    /// A presenter editing `filter`, choosing the genre from `genres`.
    public init(filter: RecommendationFilter, genres: [String], routerInput: FiltersRouterInput) {
        self.filter = filter
        self.genres = genres
        self.routerInput = routerInput
    }

    private func show() {
        viewInput?.display(FiltersViewState(filter: filter, field: field))
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
        let fields = FiltersField.allCases
        field = fields[max(0, min(fields.count - 1, field.rawValue + rows))]
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
        }
        show()
    }

    public func didClearValue() {
        switch field {
        case .genre: filter.genres = []
        case .fromYear: filter.fromYear = nil
        case .toYear: filter.toYear = nil
        case .minRating: filter.minRating = nil
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
