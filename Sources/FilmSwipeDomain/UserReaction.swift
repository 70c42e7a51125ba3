/// What a player made of a film; also the direction of a swipe.
///
/// `seen` is a reaction, not a record of its own: a film is in exactly one of these states at a time (a film
/// seen and then loved is a favourite, no longer merely seen), so one row per film keeps "already dealt", undo,
/// the lists and export working unchanged. It is also the direction of a swipe down (↓ or `j`: seen it).
public enum UserReaction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Swiped right.
    case favourite
    /// Swiped left.
    case dislike
    /// Swiped up.
    case watchlist
    /// Watched without a strong opinion (swiped down, imported from a film history, or marked in the lists): never dealt again.
    case seen
    /// No reaction: a swipe that snapped back, or a film not yet seen.
    case none
}
