/// The colours a poster is drawn in: what the terminal has. Under 256 colours there are no posters.
public enum PosterColours: Sendable, Hashable {
    /// The 240 colours of the 256-colour palette that terminals do not theme (the first 16 they do).
    case palette240
    /// 24-bit colours, for a terminal that says it has them.
    case truecolour
}
