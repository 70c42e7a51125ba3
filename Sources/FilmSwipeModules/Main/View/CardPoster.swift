import FilmSwipeCells
import FilmSwipeDomain

/// A card's poster, as far as it is known.
public enum CardPoster: Sendable, Equatable {
    /// The film has none, or it could not be made: the card's text takes the room.
    case none
    /// The film has one, on its way: its place on the card is kept, so the text does not move when it comes.
    case coming
    /// Drawn, in cells or as an image in the terminal's protocol.
    case drawn(TerminalPoster)

    /// On its way when `film` has a poster; none otherwise.
    public init(film: Film) {
        self = film.posterPath == nil ? .none : .coming
    }
}
