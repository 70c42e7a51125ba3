import FilmSwipeDomain
import FilmSwipeCells

/// Closes Search and hands the chosen film to the module that opened it.
@MainActor
public final class SearchRouter: SearchRouterInput {
    private weak var navigator: Navigator?
    private let completion: (Film) -> Void
    /// The screen this router closes; set by the assembly.
    weak var screen: Screen?

    /// A router closing through `navigator` and handing a chosen film to `completion`.
    public init(navigator: Navigator, completion: @escaping (Film) -> Void) {
        self.navigator = navigator
        self.completion = completion
    }

    public func finish(with film: Film) {
        close()
        completion(film)
    }

    public func close() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }
}
