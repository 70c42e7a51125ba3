@testable import FilmSwipeModules
import FilmSwipeDomain

/// What the Main view shows after the states it was given, folded in order as the screen keeps them: the state a
/// presenter test asserts after an event.
struct MainShown: Equatable {
    /// What fills the card area.
    enum Cards: Equatable {
        case initial
        case loading
        case deck([FilmCardViewData])
        case error(String)
        case dataEnd(String)
    }

    var cards = Cards.initial
    /// The stamp on the moving top card.
    var hint = UserReaction.none
    /// How the last gesture ended: flown out in a direction, or snapped back (`.none`); nil before any.
    var finished: UserReaction?
    var promo: String?
    var isRedoHidden = true
    var chrome = MainChrome()

    /// The cards on show, or none.
    var deck: [FilmCardViewData] {
        if case let .deck(cards) = cards { return cards }
        return []
    }

    mutating func apply(_ state: MainViewState) {
        switch state {
        case .initial:
            cards = .initial
            hint = .none
        case .loading: cards = .loading
        case let .newData(deck): cards = .deck(deck)
        case let .displayHint(reaction): hint = reaction
        case let .finishGesture(reaction):
            hint = .none
            finished = reaction
        case let .error(text): cards = .error(text)
        case let .displayPromo(text): promo = text
        case .hidePromo: promo = nil
        case let .dataEnd(text): cards = .dataEnd(text)
        case let .setRedoHidden(isHidden): isRedoHidden = isHidden
        case let .chrome(chrome): self.chrome = chrome
        }
    }
}
