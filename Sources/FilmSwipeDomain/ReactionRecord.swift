import Foundation

/// One stored reaction: the film as it was when reacted to (so lists work offline), what, and when.
public struct ReactionRecord: Sendable, Hashable {
    /// The film's snapshot: id, title, year, overview, genres, runtime, rating and number of ratings.
    public let film: Film
    public let reaction: UserReaction
    /// When the reaction was made or last changed.
    public let reactedAt: Date

    /// Creates a record.
    public init(film: Film, reaction: UserReaction, reactedAt: Date) {
        self.film = film
        self.reaction = reaction
        self.reactedAt = reactedAt
    }
}
