import FilmSwipeDomain
import FilmSwipeCells

/// Closes Filters and hands the new filter to the module that opened it.
@MainActor
public final class FiltersRouter: FiltersRouterInput {
    private weak var navigator: Navigator?
    private let completion: (RecommendationFilter) -> Void
    /// The dialog this router closes; set by the assembly.
    weak var screen: Screen?

    /// A router closing through `navigator` and reporting to `completion`.
    public init(navigator: Navigator, completion: @escaping (RecommendationFilter) -> Void) {
        self.navigator = navigator
        self.completion = completion
    }

    public func finish(with filter: RecommendationFilter) {
        close()
        completion(filter)
    }

    public func close() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }
}
