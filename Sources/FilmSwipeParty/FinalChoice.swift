import FilmSwipeDomain

/// A member's answer to one duel of the final round: the film they would rather watch, or one they knock out.
public enum FinalChoice: Hashable, Sendable {
    /// This film over the other one of the duel.
    case prefer(FilmID)
    /// Not this film at all: the other one goes on, and this one ranks below every film the member did not knock out.
    case knockOut(FilmID)

    /// The film the choice names.
    public var film: FilmID {
        switch self {
        case let .prefer(film), let .knockOut(film): film
        }
    }

    /// Whether it knocks its film out.
    public var isKnockOut: Bool {
        if case .knockOut = self { return true }
        return false
    }
}
