import FilmSwipeDomain
import FilmSwipeParty

/// Turns the player's choices and the interactor's pairs into `TonightViewState`s.
///
/// Its life is named phases (`TonightPhase`), by event:
///
/// | phase                 | event                              | next phase                                        |
/// |-----------------------|------------------------------------|---------------------------------------------------|
/// | starting              | `displayPair`                      | choosing (past the first pair: going on where the |
/// |                       |                                    | player left, said until another pair shows)       |
/// | starting, choosing    | `displayDecided`                   | saving (one film: no pair at all)                 |
/// | choosing              | `didChoose(side)`                  | choosing the next pair, or saving after the last  |
/// | choosing              | `didTapKnockOut`                   | knockingOut                                       |
/// | knockingOut           | `didChoose(side)`                  | that side's film out: as `didChoose` in choosing  |
/// | knockingOut           | `didTapCancel`                     | choosing                                          |
/// | choosing, knockingOut | `didTapTakeBack` (an answer given) | choosing the pair taken back                      |
/// | saving                | `displaySaved`                     | decided, kept                                     |
/// | saving                | `displayError(.saving)`            | decided, not kept (the error routed)              |
/// | any                   | `displayError(.keepingAnswers)`    | unchanged (the error routed, once)                |
/// | decided               | `didTapDone`                       | finished, with the choice                         |
/// | any but finished      | `didTapQuit`                       | finished, with the choice once decided, else none |
@MainActor
public final class TonightPresenter {
    public weak var viewInput: TonightViewInput?

    private let routerInput: TonightRouterInput
    private let interactorInput: TonightInteractorInput
    private(set) var phase = TonightPhase.starting
    // The pair a round left in an earlier run went on with, while it is on show.
    private var resumedDuel: Int?

    /// A presenter that routes through `routerInput` and plays the round through `interactorInput`.
    public init(routerInput: TonightRouterInput, interactorInput: TonightInteractorInput) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private func enter(_ phase: TonightPhase) {
        self.phase = phase
        switch phase {
        case .starting: viewInput?.display(.starting)
        case let .choosing(pair): viewInput?.display(.pair(Self.pairData(pair, knockingOut: false, resumed: pair.duel.number == resumedDuel)))
        case let .knockingOut(pair): viewInput?.display(.pair(Self.pairData(pair, knockingOut: true, resumed: pair.duel.number == resumedDuel)))
        case let .saving(choice, decidedBy): viewInput?.display(.decided(Self.decisionData(choice, decidedBy: decidedBy, keeping: .keeping)))
        case let .decided(choice, decidedBy, kept):
            viewInput?.display(.decided(Self.decisionData(choice, decidedBy: decidedBy, keeping: kept ? .kept : .notKept)))
        case .finished: break
        }
    }

    /// The choice made so far: the film once the round is over.
    private var choice: TonightChoice? {
        switch phase {
        case let .saving(choice, _), let .decided(choice, _, _): choice
        case .starting, .choosing, .knockingOut, .finished: nil
        }
    }
}

extension TonightPresenter: TonightViewOutput {
    public func viewDidLoad() {
        enter(.starting)
        interactorInput.startRound()
    }

    public func didChoose(_ side: TonightSide) {
        switch phase {
        case let .choosing(pair): interactorInput.answer(.prefer(side == .left ? pair.left.id : pair.right.id))
        case let .knockingOut(pair): interactorInput.answer(.knockOut(side == .left ? pair.left.id : pair.right.id))
        case .starting, .saving, .decided, .finished: break
        }
    }

    public func didTapKnockOut() {
        guard case let .choosing(pair) = phase else { return }
        enter(.knockingOut(pair))
    }

    public func didTapCancel() {
        guard case let .knockingOut(pair) = phase else { return }
        enter(.choosing(pair))
    }

    public func didTapTakeBack() {
        switch phase {
        case let .choosing(pair), let .knockingOut(pair):
            guard pair.duel.number > 1 else { return }
            interactorInput.takeBack()
        case .starting, .saving, .decided, .finished: break
        }
    }

    public func didTapDone() {
        guard case let .decided(choice, _, _) = phase else { return }
        phase = .finished
        routerInput.finish(with: choice)
    }

    public func didTapQuit() {
        guard phase != .finished else { return }
        let choice = self.choice
        phase = .finished
        routerInput.finish(with: choice)
    }
}

extension TonightPresenter: TonightInteractorOutput {
    public func displayPair(_ pair: TonightPair) {
        switch phase {
        case .starting, .choosing, .knockingOut:
            resumedDuel = phase == .starting && pair.duel.number > 1 ? pair.duel.number : nil
            enter(.choosing(pair))
        case .saving, .decided, .finished: break
        }
    }

    public func displayDecided(_ choice: TonightChoice, decidedBy: FinalTieBreak) {
        switch phase {
        case .starting, .choosing, .knockingOut: enter(.saving(choice, decidedBy))
        case .saving, .decided, .finished: break
        }
    }

    public func displaySaved() {
        guard case let .saving(choice, decidedBy) = phase else { return }
        enter(.decided(choice, decidedBy, kept: true))
    }

    public func displayError(_ error: TonightError) {
        switch error {
        case let .saving(cause):
            if case let .saving(choice, decidedBy) = phase { enter(.decided(choice, decidedBy, kept: false)) }
            let body = "\(choice?.film.titleWithYear ?? "The film") was chosen, but could not be kept for `filmswipe tonight --history`: "
                + PlayerMessage.describing(cause)
            routerInput.routeToMessage(PlayerMessage(title: "Not kept", body: body, severity: .error))
        case let .answering(cause):
            routerInput.routeToMessage(PlayerMessage(describing: cause))
        case let .keepingAnswers(cause):
            let body = if let choice {
                "\(choice.film.titleWithYear) is chosen, but its round could not be closed: \(PlayerMessage.describing(cause)). "
                    + "Remove that file, or the next `filmswipe tonight` over these films shows this film again."
            } else {
                "Your answers could not be kept for later: \(PlayerMessage.describing(cause)). The round goes on; "
                    + "choose the film before you leave, or a new round starts next time."
            }
            routerInput.routeToMessage(PlayerMessage(title: "Answers not kept", body: body, severity: .error))
        }
    }
}

extension TonightPresenter {
    /// What a pair shows: the cards, "Pair 3 of 7", the stage of the bracket, and whether the round goes on from an
    /// earlier run.
    static func pairData(_ pair: TonightPair, knockingOut: Bool, resumed: Bool = false) -> TonightPairViewData {
        let duel = pair.duel
        let stage = switch duel.rounds - duel.round {
        case 0: "Final"
        case 1: "Semi-finals"
        default: "Round \(duel.round) of \(duel.rounds)"
        }
        return TonightPairViewData(
            left: FilmCardViewData(film: pair.left), right: FilmCardViewData(film: pair.right), progress: "Pair \(duel.number) of \(duel.count)",
            stage: stage, isKnockingOut: knockingOut, canTakeBack: duel.number > 1,
            resumedNote: resumed ? "back where you left off" : nil
        )
    }

    /// What the film chosen shows. Where to watch it goes under the card, in full (its card leaves it out, so it is not
    /// said twice), with the credit TMDB's terms ask for.
    static func decisionData(_ choice: TonightChoice, decidedBy: FinalTieBreak, keeping: TonightDecisionViewData.Keeping) -> TonightDecisionViewData {
        let offers = FilmCardViewData(film: choice.film)
        var whereToWatch = offers.availabilityLines
        if let yours = offers.yourServices { whereToWatch.insert(yours, at: 0) }
        if !whereToWatch.isEmpty { whereToWatch.append(FilmAvailability.attribution) }
        var film = choice.film
        film.availability = nil
        return TonightDecisionViewData(
            card: FilmCardViewData(film: film), headline: "Tonight: " + choice.film.titleWithYear,
            runnerUp: choice.runnerUp.map { "Runner-up: " + $0.titleWithYear }, tieBreak: decidedBy.phrase.isEmpty ? nil : decidedBy.phrase,
            whereToWatch: whereToWatch, among: choice.among == 1 ? "The only film that fits" : "Chosen from \(choice.among) films", keeping: keeping
        )
    }
}
