@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class MainViewSpy: MainViewInput {
    /// Every state given, in order, for the tests where the order is the behaviour.
    private(set) var states: [MainViewState] = []
    /// What the view shows after them.
    private(set) var shown = MainShown()
    func display(_ state: MainViewState) {
        states.append(state)
        shown.apply(state)
    }
    func clear() { states.removeAll() }
}

@MainActor
final class MainInteractorSpy: MainInteractorInput {
    private(set) var loadCount = 0
    private(set) var saved: [(id: FilmID, reaction: UserReaction)] = []
    /// When set, each save is confirmed at once, as a store that commits instantly would.
    weak var confirmingTo: MainInteractorOutput?
    func loadData() { loadCount += 1 }
    func saveReaction(id: FilmID, reaction: UserReaction) {
        saved.append((id, reaction))
        confirmingTo?.displaySaved(id: id)
    }
    private(set) var undoCount = 0
    func undoLastReaction() { undoCount += 1 }
    private(set) var filters: [RecommendationFilter] = []
    func changeFilter(_ filter: RecommendationFilter) { filters.append(filter) }
    private(set) var added: [FilmID] = []
    func addToDeck(_ film: Film) { added.append(film.id) }
    private(set) var totalRequests = 0
    func refreshTotal() { totalRequests += 1 }
    private(set) var newestRequests = 0
    func loadNewest() { newestRequests += 1 }
    /// Each redeal asked for: the waiting films, next first.
    private(set) var redeals: [[FilmID]] = []
    /// When set, each redeal is answered at once with the waiting films as they were, as a source that ranks once does.
    weak var redealingTo: MainInteractorOutput?
    func redeal(_ waiting: [Film]) {
        redeals.append(waiting.map(\.id))
        redealingTo?.displayRedealt(waiting, replacing: waiting.map(\.id))
    }
}

@MainActor
final class MainRouterSpy: MainRouterInput {
    private(set) var redos: [(film: FilmCardViewData, reaction: UserReaction)] = []
    /// Every message shown, in order.
    private(set) var messages: [PlayerMessage] = []
    var results: [(title: String, message: String)] { messages.map { ($0.title, $0.body) } }
    private(set) var exitCount = 0
    func didTapRedo(film: FilmCardViewData, reaction: UserReaction) { redos.append((film, reaction)) }
    func routeToMessage(_ message: PlayerMessage) { messages.append(message) }
    func routeToExit() { exitCount += 1 }
    private(set) var libraryCount = 0
    func routeToLibrary() { libraryCount += 1 }
    private(set) var shownFilters: [RecommendationFilter] = []
    func routeToFilters(filter: RecommendationFilter) { shownFilters.append(filter) }
    private(set) var searchCount = 0
    func routeToSearch() { searchCount += 1 }
    private(set) var decisionCount = 0
    private(set) var inviteCount = 0
    func routeToDecision() { decisionCount += 1 }
    func routeToInvite() { inviteCount += 1 }
    private(set) var quitCount = 0
    func routeToQuit() { quitCount += 1 }
    /// The last words of a game that ended, in order.
    private(set) var endings: [PlayerMessage] = []
    func routeToEnding(_ message: PlayerMessage) { endings.append(message) }
}
