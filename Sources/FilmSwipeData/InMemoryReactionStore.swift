import FilmSwipeDomain

/// Reactions kept for one game only; the SQLite store replaces it for play that lasts.
public actor InMemoryReactionStore: ReactionStore {
    private var current: [FilmID: UserReaction] = [:]

    /// An empty store.
    public init() {}

    public func reactions() async throws -> [FilmID: UserReaction] { current }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        current[film.id] = new == .none ? nil : new
    }
}
