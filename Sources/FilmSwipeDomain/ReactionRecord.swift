import Foundation

/// One stored reaction: the film as it was when reacted to (so lists work offline), what, when and where from.
public struct ReactionRecord: Sendable, Hashable {
    /// The film's snapshot: id, title, year, overview, genres, runtime, rating and number of ratings.
    public let film: Film
    public let reaction: UserReaction
    /// When the reaction was made or last changed; for an imported one, the date the origin gives.
    public let reactedAt: Date
    /// Where the reaction came from.
    public let origin: ReactionOrigin
    /// The player's own rating at the origin, on its scale (Letterboxd 0.5–5, IMDb 1–10, TMDB 0.5–10), when it had one.
    public let originRating: Double?

    /// Creates a record.
    public init(film: Film, reaction: UserReaction, reactedAt: Date, origin: ReactionOrigin = .game, originRating: Double? = nil) {
        self.film = film
        self.reaction = reaction
        self.reactedAt = reactedAt
        self.origin = origin
        self.originRating = originRating
    }
}
