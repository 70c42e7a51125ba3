import FilmSwipeDomain

/// The player's reactions from earlier games, oldest first, as the recommender learns from them.
public enum EarlierReactions {
    /// What `store` holds, oldest first. A store that cannot be read gives none here: the game's first deal reads the
    /// same store for the films already reacted to, and that read's failure is what the player is shown, once.
    public static func read(from store: ReactionStore) async -> [ReactionRecord] {
        do {
            return try await store.records(nil).reversed()
        } catch {
            return []
        }
    }
}
