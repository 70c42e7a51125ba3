import FilmSwipeDomain

/// What a catalogue other than the bundled one (a TMDB snapshot) brings to a model built on the bundled ratings: which
/// of its films are bundled films too, what its source recommends beside each film, and its own popularity order.
public struct CatalogueBridge: Sendable {
    /// The film each bundled film is in this catalogue, where it is there: the bundled film's ratings count as the
    /// film's own, and a reaction to the bundled film (from an earlier game) as a reaction to it.
    public var bundledFilms: [FilmID: FilmID]
    /// Each film's recommendations from its source, best first: neighbours beside those the ratings give.
    public var recommendations: [FilmID: [FilmID]]
    /// Whether the films are given most popular first, that order (with the source's own ratings) making the cold
    /// start rather than the bundled ratings, which know only the films they share and none after 2016.
    public var ranked: Bool

    /// No bridge: the bundled catalogue itself.
    public static let none = CatalogueBridge(bundledFilms: [:], recommendations: [:], ranked: false)

    /// A bridge.
    public init(bundledFilms: [FilmID: FilmID], recommendations: [FilmID: [FilmID]], ranked: Bool) {
        self.bundledFilms = bundledFilms
        self.recommendations = recommendations
        self.ranked = ranked
    }

    /// The similarity a recommendation at `place` (from 0) of `count` gets: the first as near as a film's nearest
    /// neighbour by the ratings, the last half as near.
    static func similarity(place: Int, count: Int) -> Float {
        1 - 0.5 * Float(place) / Float(max(1, count))
    }
}
