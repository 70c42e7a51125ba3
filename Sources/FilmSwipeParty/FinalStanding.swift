import FilmSwipeDomain

/// One film's place in the room's order after a final round, with what put it there.
public struct FinalStanding: Hashable, Sendable {
    /// The film.
    public let film: FilmID
    /// Its Borda count over everyone's brackets, in half points: for each member and each other film, 2 when the
    /// member's bracket ranks it above that film, 1 when the bracket did not tell them apart, 0 when below.
    public let halfPoints: Int
    /// How many members knocked it out.
    public let knockOuts: Int
    /// How many members' brackets it won.
    public let firsts: Int
    /// Its place among the round's films as given (0 first): the last tie-break.
    public let given: Int

    /// A standing from its parts.
    public init(film: FilmID, halfPoints: Int, knockOuts: Int, firsts: Int, given: Int) {
        self.film = film
        self.halfPoints = halfPoints
        self.knockOuts = knockOuts
        self.firsts = firsts
        self.given = given
    }

    /// The Borda count in points (halves where a bracket left films tied).
    public var points: Double { Double(halfPoints) / 2 }

    /// Whether it goes above `other` in the room's order, and which rule decides: more points, then fewer knock-outs,
    /// then more brackets won, then the earlier place as given.
    func ranksAbove(_ other: FinalStanding) -> (above: Bool, by: FinalTieBreak) {
        if halfPoints != other.halfPoints { return (halfPoints > other.halfPoints, .points) }
        if knockOuts != other.knockOuts { return (knockOuts < other.knockOuts, .fewerKnockOuts) }
        if firsts != other.firsts { return (firsts > other.firsts, .moreFirsts) }
        return (given < other.given, .givenOrder)
    }
}

/// Which rule put the winner above the runner-up.
public enum FinalTieBreak: Hashable, Sendable {
    /// It had more points: no tie.
    case points
    /// A tie on points; fewer members knocked it out.
    case fewerKnockOuts
    /// A tie on points and knock-outs; more members' brackets ended with it.
    case moreFirsts
    /// A tie on everything the answers say; it came first in the films as given (the earlier match, the shortlist's
    /// higher place).
    case givenOrder
    /// There was one film, so no runner-up.
    case onlyFilm

    /// How a screen says it, after the winner's title: "" for a plain win.
    public var phrase: String {
        switch self {
        case .points, .onlyFilm: ""
        case .fewerKnockOuts: "a tie on points, won by fewer knock-outs"
        case .moreFirsts: "a tie on points, won by more first places"
        case .givenOrder: "a tie on everything, won by coming first in the list"
        }
    }
}
