import Foundation

/// A reaction read from another service's export, placed on a film, waiting to be stored.
public struct ImportedReaction: Sendable, Hashable {
    /// The film it is placed on (the catalogue's, or TMDB's for the account import).
    public let film: Film
    /// Never `.none`.
    public let reaction: UserReaction
    /// Where it came from; never `.game`.
    public let origin: ReactionOrigin
    /// When the player rated, liked, logged or saved the film there.
    public let date: Date
    /// The player's rating there, on its scale, when there was one.
    public let originRating: Double?

    /// Creates an imported reaction.
    public init(film: Film, reaction: UserReaction, origin: ReactionOrigin, date: Date, originRating: Double? = nil) {
        self.film = film
        self.reaction = reaction
        self.origin = origin
        self.date = date
        self.originRating = originRating
    }
}
