/// What a name the player typed ("netflix", "disney+") is among a region's services.
public enum WatchServiceMatch: Sendable, Equatable {
    /// Exactly one service.
    case found(WatchProvider)
    /// Several services fit equally well; the player has to say which.
    case ambiguous([WatchProvider])
    /// None fits; these are the closest names, best first (possibly none).
    case unknown(closest: [WatchProvider])
}
