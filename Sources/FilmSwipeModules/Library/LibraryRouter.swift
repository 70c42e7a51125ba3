import FilmSwipeDomain
import FilmSwipeCells

/// Opens a film from the lists in Detail, shows messages, and goes back to the game.
@MainActor
public final class LibraryRouter: LibraryRouterInput {
    private weak var navigator: Navigator?
    private let detailAssembly: DetailAssembly
    private let resultAssembly: ResultAssembly
    /// The Library's own screen, closed on the way back and telling successes in passing; set by the assembly.
    weak var screen: LibraryScreen?

    /// A router showing Detail and Result through `navigator`.
    public init(navigator: Navigator, detailAssembly: DetailAssembly, resultAssembly: ResultAssembly) {
        self.navigator = navigator
        self.detailAssembly = detailAssembly
        self.resultAssembly = resultAssembly
    }

    public func openFilm(_ record: ReactionRecord, completion: @escaping DetailCompletion) {
        guard let navigator else { return }
        let detail = detailAssembly.build(film: FilmCardViewData(film: record.film), reaction: record.reaction, navigator: navigator, completion: completion)
        navigator.push(detail)
    }

    public func routeToMessage(_ message: PlayerMessage) {
        resultAssembly.present(message, on: screen, navigator: navigator)
    }

    public func close() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }
}
