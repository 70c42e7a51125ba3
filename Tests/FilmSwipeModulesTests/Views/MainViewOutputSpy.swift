@testable import FilmSwipeModules
import FilmSwipeDomain

@MainActor
final class MainViewOutputSpy: MainViewOutput {
    enum Call: Equatable {
        case move(UserReaction, Double)
        case end(UserReaction, Double)
        case redo, undo, library, filters, search, matches, decide, invite, card, dismissCard, retry, quit, ready, back
        case posterSize(PosterSize?)
        case detailsPosterSize(PosterSize?)
    }

    private(set) var calls: [Call] = []
    /// Commits and snap-backs in order, as the presenter would see them.
    var ends: [Call] { calls.filter { if case .end = $0 { return true } else { return false } } }

    func swipeDidMove(direction: UserReaction, rate: Double) { calls.append(.move(direction, rate)) }
    func swipeDidEnd(direction: UserReaction, rate: Double) { calls.append(.end(direction, rate)) }
    func didTapRedo() { calls.append(.redo) }
    func didTapUndo() { calls.append(.undo) }
    func didTapLibrary() { calls.append(.library) }
    func didTapFilters() { calls.append(.filters) }
    func didTapSearch() { calls.append(.search) }
    func didTapMatches() { calls.append(.matches) }
    func didTapDecide() { calls.append(.decide) }
    func didTapInvite() { calls.append(.invite) }
    func didTapCard() { calls.append(.card) }
    func didDismissCard() { calls.append(.dismissCard) }
    func didTapRetry() { calls.append(.retry) }
    func didTapQuit() { calls.append(.quit) }
    func readyForInitState() { calls.append(.ready) }
    func didReturnToCards() { calls.append(.back) }
    func posterSizeDidChange(_ size: PosterSize?) { calls.append(.posterSize(size)) }
    func detailsPosterSizeDidChange(_ size: PosterSize?) { calls.append(.detailsPosterSize(size)) }
}

/// A clock the test moves by hand.
@MainActor
final class ManualClock {
    var now = 100.0
    func advance(_ seconds: Double) { now += seconds }
}
