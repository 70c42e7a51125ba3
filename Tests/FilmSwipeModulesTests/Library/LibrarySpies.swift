@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class LibraryViewSpy: LibraryViewInput {
    private(set) var states: [LibraryViewState] = []
    func display(_ state: LibraryViewState) { states.append(state) }
}

@MainActor
final class LibraryInteractorSpy: LibraryInteractorInput {
    private(set) var loadCount = 0
    func loadLists() { loadCount += 1 }
}

@MainActor
final class LibraryRouterSpy: LibraryRouterInput {
    private(set) var opened: [ReactionRecord] = []
    private(set) var completions: [DetailCompletion] = []
    /// Every message shown, in order.
    private(set) var messages: [PlayerMessage] = []
    var results: [(title: String, message: String)] { messages.map { ($0.title, $0.body) } }
    private(set) var closeCount = 0
    func openFilm(_ record: ReactionRecord, completion: @escaping DetailCompletion) {
        opened.append(record)
        completions.append(completion)
    }
    func routeToMessage(_ message: PlayerMessage) { messages.append(message) }
    func close() { closeCount += 1 }
}
