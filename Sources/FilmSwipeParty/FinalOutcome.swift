import FilmSwipeDomain

/// The room's order after a final round, from everyone's answers so far: one film, with the runner-up.
public struct FinalOutcome: Hashable, Sendable {
    /// Every film, best first.
    public let standings: [FinalStanding]
    /// Which rule put the winner above the runner-up.
    public let decidedBy: FinalTieBreak
    /// The members in the round.
    public let members: Int
    /// Those who answered every duel.
    public let finished: Int

    /// An outcome from its parts.
    public init(standings: [FinalStanding], decidedBy: FinalTieBreak, members: Int, finished: Int) {
        self.standings = standings
        self.decidedBy = decidedBy
        self.members = members
        self.finished = finished
    }

    /// The film the room watches tonight.
    public var winner: FilmID { standings[0].film }

    /// The film that came second, when there were two or more.
    public var runnerUp: FilmID? { standings.count > 1 ? standings[1].film : nil }

    /// The films, best first.
    public var order: [FilmID] { standings.map(\.film) }
}
