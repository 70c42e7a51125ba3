import FilmSwipeDomain
import FilmSwipeModules

/// Where a game's films come from (the bundled catalogue, a MovieLens release, a TMDB snapshot, TMDB, a party room):
/// it makes the environment the game is played over. The commands that play only choose a source.
public protocol GameSource {
    /// The environment of a game set up as `setup` says; every problem is found here, before the terminal is taken over.
    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment
}

/// What every game is set in, whatever its source: the player's folder and reactions, what to deal, and the shuffle.
public struct GameSetup: Sendable {
    /// The data folder.
    public let folder: DataFolder
    /// The player's reactions.
    public let store: ReactionStore
    /// What the player asked to be dealt.
    public let filter: RecommendationFilter
    /// Shuffles a new player's first cards and picks the exploring ones (the data folder's own unless `--seed` says).
    public let seed: UInt64

    /// A game in `folder` over `store`, dealing by `filter`, shuffled by `seed`.
    public init(folder: DataFolder, store: ReactionStore, filter: RecommendationFilter = .none, seed: UInt64 = 0) {
        self.folder = folder
        self.store = store
        self.filter = filter
        self.seed = seed
    }
}
