import FilmSwipeDomain

/// A film the player reacted to, and how: what redo reopens.
public struct MainReactedFilm: Sendable, Equatable {
    /// The card the reaction was made on.
    public let film: FilmCardViewData
    /// The reaction as it now stands.
    public let reaction: UserReaction
}
