import FilmSwipeDomain
import FilmSwipeParty

/// What the Tonight presenter tells its view.
@MainActor
public protocol TonightViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: TonightViewState)
}

/// What the Tonight view reports of the player's actions.
@MainActor
public protocol TonightViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// The player chose the film on `side`: the one they would rather watch, or, while knocking out, the one out.
    func didChoose(_ side: TonightSide)
    /// The player wants to knock a film of the pair out; the next side chosen says which.
    func didTapKnockOut()
    /// The player changed their mind about knocking a film out.
    func didTapCancel()
    /// Take the newest answer back and show its pair again.
    func didTapTakeBack()
    /// The player has read the film chosen.
    func didTapDone()
    /// Leave now; before the round's end nothing is chosen.
    func didTapQuit()
}

/// The Tonight use cases: the final round, played alone, and the film it ends in kept.
@MainActor
public protocol TonightInteractorInput: AnyObject {
    /// Shows the first pair (or, with one film, the film).
    func startRound()
    /// Answers the pair on show with `choice`.
    func answer(_ choice: FinalChoice)
    /// Takes the newest answer back.
    func takeBack()
}

/// What the Tonight interactor reports.
@MainActor
public protocol TonightInteractorOutput: AnyObject {
    /// The pair to answer now.
    func displayPair(_ pair: TonightPair)
    /// The round is over: `choice` is the film, `decidedBy` the rule that put it above the runner-up; it is being kept.
    func displayDecided(_ choice: TonightChoice, decidedBy: FinalTieBreak)
    /// The choice is kept.
    func displaySaved()
    /// Something failed; the presenter puts it into words.
    func displayError(_ error: TonightError)
}

/// Where Tonight can send the player.
@MainActor
public protocol TonightRouterInput: AnyObject {
    /// Shows a titled message.
    func routeToMessage(_ message: PlayerMessage)
    /// Closes Tonight, handing on the film chosen (nil when the player left before the round's end).
    func finish(with choice: TonightChoice?)
}

/// A side of the pair on screen.
public enum TonightSide: Sendable, Equatable {
    case left, right
}

/// A pair to answer, with its films and where it is in the bracket.
public struct TonightPair: Sendable, Equatable {
    /// The duel: its number, round and the two films' ids.
    public let duel: FinalDuel
    /// The film on the left.
    public let left: Film
    /// The film on the right.
    public let right: Film

    /// A pair from its parts.
    public init(duel: FinalDuel, left: Film, right: Film) {
        self.duel = duel
        self.left = left
        self.right = right
    }
}
