/// What a player made of a film; also the direction of a swipe.
public enum UserReaction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Swiped right.
    case favourite
    /// Swiped left.
    case dislike
    /// Swiped up.
    case watchlist
    /// No reaction: a swipe that snapped back, or a film not yet seen.
    case none
}
