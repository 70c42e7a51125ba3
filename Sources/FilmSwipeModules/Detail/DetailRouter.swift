import FilmSwipeDomain
import FilmSwipeCells

/// Closes Detail and hands its result to the module that opened it.
@MainActor
public final class DetailRouter: DetailRouterInput {
    private weak var navigator: Navigator?
    private let completion: DetailCompletion
    /// The screen this router closes; set by the assembly.
    weak var screen: Screen?

    /// A router closing through `navigator` and reporting to `completion`.
    public init(navigator: Navigator, completion: @escaping DetailCompletion) {
        self.navigator = navigator
        self.completion = completion
    }

    public func finish(with result: Result<UserReaction, Error>, changedElsewhere: UserReaction?) {
        close()
        completion(result, changedElsewhere)
    }

    public func close() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }
}
