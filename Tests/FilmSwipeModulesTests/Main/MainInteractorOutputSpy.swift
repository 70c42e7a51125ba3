@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class MainInteractorOutputSpy: MainInteractorOutput {
    enum Event: Equatable {
        case newData([FilmID])
        case error(String)
        case dataEnd
        case saveError(String)
        case saved(FilmID)
        case undone(FilmID, previous: FilmID?)
        case nothingToUndo
        case filterApplied
        case filterUnsupported
        case offline(Bool)
    }

    private(set) var events: [Event] = []
    /// Called after each new page, like the presenter asking for more.
    var onNewData: (() -> Void)?

    func displayNewData(data: [Film]) {
        events.append(.newData(data.map(\.id)))
        onNewData?()
    }
    func displayError(text: String) { events.append(.error(text)) }
    func displayDataEnd() { events.append(.dataEnd) }
    func displaySaveError(text: String) { events.append(.saveError(text)) }
    func displaySaved(id: FilmID) { events.append(.saved(id)) }
    func displayUndone(film: Film, previous: ReactionRecord?) { events.append(.undone(film.id, previous: previous?.film.id)) }
    func displayNothingToUndo() { events.append(.nothingToUndo) }
    func displayFilterApplied() { events.append(.filterApplied) }
    func displayFilterUnsupported() { events.append(.filterUnsupported) }
    func displayOffline(_ isOffline: Bool) { events.append(.offline(isOffline)) }
}
