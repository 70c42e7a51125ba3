@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class SearchViewSpy: SearchViewInput {
    private(set) var states: [SearchViewState] = []
    func display(_ state: SearchViewState) { states.append(state) }
}

@MainActor
final class SearchInteractorSpy: SearchInteractorInput {
    private(set) var queries: [String] = []
    func search(_ query: String) { queries.append(query) }
}

@MainActor
final class SearchRouterSpy: SearchRouterInput {
    private(set) var finished: [Film] = []
    private(set) var closeCount = 0
    func finish(with film: Film) { finished.append(film) }
    func close() { closeCount += 1 }
}

/// A search over fixed films that records what it was asked.
actor FakeFilmSearch: FilmSearch {
    private let index: TitleIndex
    private(set) var asked: [String] = []
    private let error: Error?

    init(_ films: [Film], error: Error? = nil) {
        index = TitleIndex(films)
        self.error = error
    }

    func films(matching text: String, limit: Int) async throws -> [Film] {
        asked.append(text)
        if let error { throw error }
        return index.search(text, limit: limit)
    }
}
