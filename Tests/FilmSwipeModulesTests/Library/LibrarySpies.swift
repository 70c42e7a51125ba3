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
    private(set) var results: [(title: String, message: String)] = []
    private(set) var closeCount = 0
    func openFilm(_ record: ReactionRecord, completion: @escaping DetailCompletion) {
        opened.append(record)
        completions.append(completion)
    }
    func routeToResult(title: String, message: String) { results.append((title, message)) }
    func close() { closeCount += 1 }
}
