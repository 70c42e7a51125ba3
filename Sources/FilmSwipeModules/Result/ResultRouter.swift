import FilmSwipeCells

/// Closes the Result dialog, or a Choice dialog, which closes the same way.
@MainActor
public final class ResultRouter: ResultRouterInput, ChoiceRouterInput {
    private weak var navigator: Navigator?
    /// The dialog this router closes; set by the assembly.
    weak var screen: Screen?

    /// A router closing through `navigator`.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func close() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }
}
