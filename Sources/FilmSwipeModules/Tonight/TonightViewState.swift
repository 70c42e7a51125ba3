import FilmSwipeDomain

/// What the Tonight screen shows: nothing yet, a pair head to head, or the film chosen.
public enum TonightViewState: Sendable, Equatable {
    /// Before the first pair.
    case starting
    /// Two films side by side.
    case pair(TonightPairViewData)
    /// The one film left.
    case decided(TonightDecisionViewData)
}

/// Two cards side by side, and where the pair is in the round.
public struct TonightPairViewData: Sendable, Equatable {
    /// The film on the left.
    public let left: FilmCardViewData
    /// The film on the right.
    public let right: FilmCardViewData
    /// "Pair 3 of 7".
    public let progress: String
    /// "Round 1 of 3", "Semi-finals", "Final".
    public let stage: String
    /// The player pressed knock out: the next side chosen is the film out.
    public let isKnockingOut: Bool
    /// An answer can be taken back.
    public let canTakeBack: Bool
    /// "back where you left off": the round was left before its end, and this is its pair, until the next answer.
    public let resumedNote: String?

    /// A pair's view data from its parts.
    public init(
        left: FilmCardViewData, right: FilmCardViewData, progress: String, stage: String, isKnockingOut: Bool, canTakeBack: Bool,
        resumedNote: String? = nil
    ) {
        self.left = left
        self.right = right
        self.progress = progress
        self.stage = stage
        self.isKnockingOut = isKnockingOut
        self.canTakeBack = canTakeBack
        self.resumedNote = resumedNote
    }
}

/// The film chosen, with the runner-up and where to watch it.
public struct TonightDecisionViewData: Sendable, Equatable {
    /// Whether the choice is kept yet.
    public enum Keeping: Sendable, Equatable {
        case keeping, kept, notKept
    }

    /// The film's card.
    public let card: FilmCardViewData
    /// "Tonight: Heat (1995)".
    public let headline: String
    /// "Runner-up: Alien (1979)", when there was one.
    public let runnerUp: String?
    /// How a tie was broken, when one was ("a tie on points, won by fewer knock-outs").
    public let tieBreak: String?
    /// Where to watch it, a line per kind of offer, when known; empty when not.
    public let whereToWatch: [String]
    /// "Chosen from 8 films".
    public let among: String
    /// Whether it is kept.
    public let keeping: Keeping

    /// A decision's view data from its parts.
    public init(
        card: FilmCardViewData, headline: String, runnerUp: String?, tieBreak: String?, whereToWatch: [String], among: String, keeping: Keeping
    ) {
        self.card = card
        self.headline = headline
        self.runnerUp = runnerUp
        self.tieBreak = tieBreak
        self.whereToWatch = whereToWatch
        self.among = among
        self.keeping = keeping
    }
}
