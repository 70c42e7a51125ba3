import ArgumentParser
import FilmSwipeCommands

/// Where the game's films come from.
enum FilmSourceChoice: String, ExpressibleByArgument, CaseIterable {
    /// The bundled catalogue (or the one given with --catalogue), offline.
    case catalogue
    /// TMDB's current films, with account sync when logged in.
    case tmdb
    /// The snapshot of TMDB's most popular films `filmswipe tmdb catalogue` fetched into the data folder, offline.
    case snapshot
    /// The MovieLens release `filmswipe catalogue build --movielens` built into the data folder, offline.
    case movielens
}
