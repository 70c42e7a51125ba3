@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class MainInteractorOutputSpy: MainInteractorOutput {
    enum Event: Equatable {
        case newData([FilmID])
        /// A use case failed; `errors` keeps the error itself.
        case error(ErrorKind)
        case dataEnd
        case saved(FilmID)
        case undone(FilmID)
        case nothingToUndo
        case filterApplied
        case filterUnsupported
        case offline(Bool)
    }

    /// Which use case failed, as `MainError` says.
    enum ErrorKind: Equatable {
        case loading
        case saving(title: String)
        case undoing
        case reading
    }

    /// What an undo was reported to have done.
    struct Undo: Equatable {
        let film: FilmID
        let undone: UserReaction
        let current: UserReaction
        /// Whether the film is to be dealt again (it has no reaction left).
        let dealtAgain: Bool
        /// The newest reaction made in the game afterwards, for redo.
        let newest: FilmID?
    }

    private(set) var events: [Event] = []
    /// The errors reported, as they were, in order.
    private(set) var errors: [MainError] = []
    private(set) var undos: [Undo] = []
    /// The store's totals reported, in order.
    private(set) var totals: [Int] = []
    /// Called after each new page, like the presenter asking for more.
    var onNewData: (() -> Void)?

    func displayNewData(data: [Film]) {
        events.append(.newData(data.map(\.id)))
        onNewData?()
    }
    func displayError(_ error: MainError) {
        errors.append(error)
        switch error {
        case .loading: events.append(.error(.loading))
        case let .saving(title, _): events.append(.error(.saving(title: title)))
        case .undoing: events.append(.error(.undoing))
        case .reading: events.append(.error(.reading))
        }
    }
    func displayDataEnd() { events.append(.dataEnd) }
    private(set) var newest: [ReactionRecord?] = []
    func displayNewest(_ record: ReactionRecord?) { newest.append(record) }
    private(set) var redealt: [(films: [FilmID], waiting: [FilmID])] = []
    func displayRedealt(_ films: [Film], replacing waiting: [FilmID]) { redealt.append((films.map(\.id), waiting)) }
    func displaySaved(id: FilmID) { events.append(.saved(id)) }
    func displayUndone(_ undo: ReactionUndo, newest: ReactionRecord?) {
        events.append(.undone(undo.film.id))
        undos.append(Undo(film: undo.film.id, undone: undo.undone, current: undo.current, dealtAgain: undo.outcome == .restored(nil), newest: newest?.film.id))
    }
    func displayReactionTotal(_ total: Int) { totals.append(total) }
    private(set) var factsShown: [Film] = []
    func displayFacts(of film: Film) { factsShown.append(film) }
    func displayNothingToUndo() { events.append(.nothingToUndo) }
    func displayFilterApplied() { events.append(.filterApplied) }
    func displayFilterUnsupported() { events.append(.filterUnsupported) }
    func displayOffline(_ isOffline: Bool) { events.append(.offline(isOffline)) }
}

extension MainError {
    /// The error the use case met.
    var cause: any Error {
        switch self {
        case let .loading(cause), let .saving(_, cause), let .undoing(cause), let .reading(cause): cause
        }
    }
}
