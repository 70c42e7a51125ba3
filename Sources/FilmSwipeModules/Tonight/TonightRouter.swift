import FilmSwipeCells
import FilmSwipeDomain

/// Shows Tonight's messages and closes it, handing the film chosen to whoever opened it.
@MainActor
public final class TonightRouter: TonightRouterInput {
    private weak var navigator: Navigator?
    private let resultAssembly: ResultAssembly
    private let completion: (TonightChoice?) -> Void
    /// The module's own screen; set by the assembly.
    weak var screen: Screen?

    /// A router showing messages through `navigator` and reporting the choice to `completion`.
    public init(navigator: Navigator, resultAssembly: ResultAssembly, completion: @escaping (TonightChoice?) -> Void) {
        self.navigator = navigator
        self.resultAssembly = resultAssembly
        self.completion = completion
    }

    // Tonight's screen has no line for things said in passing: what it tells the player (an error) is a dialog.
    public func routeToMessage(_ message: PlayerMessage) {
        resultAssembly.present(message, on: nil, navigator: navigator)
    }

    public func finish(with choice: TonightChoice?) {
        if let screen { navigator?.dismiss(screen) }
        completion(choice)
    }
}
