import FilmSwipeDomain
import Foundation

/// Why a final round could not start, or refused an answer; nothing changed.
public enum FinalRoundError: LocalizedError, Hashable, Sendable {
    /// No film to choose among.
    case noCandidates
    /// More films than a round takes (`FinalRound.candidateLimit`): each member would answer too many duels.
    case tooManyCandidates(Int)
    /// The member is not in the round.
    case unknownMember(MemberID)
    /// The member has answered every duel of their bracket.
    case finished(MemberID)
    /// The answer is for a duel the member has not been shown yet.
    case notYetProposed(duel: Int)
    /// The duel was answered already, differently; `FinalRound.takeBack(by:)` undoes the newest answer.
    case alreadyAnswered(duel: Int)
    /// The film named is not one of the duel's two.
    case notInDuel(FilmID)

    /// A sentence for whoever asked.
    public var errorDescription: String? {
        switch self {
        case .noCandidates: "there is no film to choose among: a final round needs at least one"
        case .tooManyCandidates(let count):
            "\(count) films are too many for a final round: it takes at most \(FinalRound.candidateLimit), so nobody answers more than \(FinalRound.candidateLimit - 1) pairs"
        case .unknownMember: "you are not in this final round"
        case .finished: "you have answered every pair of this round already"
        case .notYetProposed(let duel): "pair \(duel) has not been shown to you yet"
        case .alreadyAnswered(let duel): "pair \(duel) is answered already; take the answer back first to change it"
        case .notInDuel: "that film is not one of the two in this pair"
        }
    }
}
