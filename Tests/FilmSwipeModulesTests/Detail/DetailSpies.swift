@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class DetailViewSpy: DetailViewInput {
    private(set) var states: [DetailViewState] = []
    func display(_ state: DetailViewState) { states.append(state) }
}

@MainActor
final class DetailInteractorSpy: DetailInteractorInput {
    private(set) var changes: [(film: Film, old: UserReaction, new: UserReaction)] = []
    private(set) var lookedUp: [Film] = []
    func changeReaction(of film: Film, from old: UserReaction, to new: UserReaction) { changes.append((film, old, new)) }
    func lookUpFacts(of film: Film) { lookedUp.append(film) }
    private(set) var opened: [String] = []
    func openPage(_ url: String) { opened.append(url) }
}

@MainActor
final class DetailRouterSpy: DetailRouterInput {
    private(set) var results: [Result<UserReaction, Error>] = []
    private(set) var changedElsewhere: [UserReaction?] = []
    private(set) var closeCount = 0
    func finish(with result: Result<UserReaction, Error>, changedElsewhere: UserReaction?) {
        results.append(result)
        self.changedElsewhere.append(changedElsewhere)
    }
    func close() { closeCount += 1 }
}

@MainActor
final class DetailInteractorOutputSpy: DetailInteractorOutput {
    private(set) var changedTo: [UserReaction] = []
    private(set) var changedElsewhere: [UserReaction?] = []
    private(set) var errors: [Error] = []
    func didChangeReaction(to reaction: UserReaction, changedElsewhere: UserReaction?) {
        changedTo.append(reaction)
        self.changedElsewhere.append(changedElsewhere)
    }
    private(set) var found: [Film] = []
    func didFailToChangeReaction(_ error: Error) { errors.append(error) }
    func didFindFacts(_ film: Film) { found.append(film) }
    private(set) var pages: [(url: String, opened: Bool)] = []
    func didOpenPage(_ url: String, opened: Bool) { pages.append((url, opened)) }
}

/// Opens nothing; says it did when `canOpen`, and records what it was asked to open.
final class PageOpenerSpy: PageOpener, @unchecked Sendable {
    let canOpen: Bool
    private(set) var urls: [String] = []
    init(canOpen: Bool) { self.canOpen = canOpen }
    func open(_ url: String) -> Bool {
        urls.append(url)
        return canOpen
    }
}
