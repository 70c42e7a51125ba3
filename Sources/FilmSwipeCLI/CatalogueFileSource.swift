import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeRecommendation

/// A catalogue given with `--catalogue`: it has no ratings, so it is dealt in its own order, searched and looked up as
/// it is.
struct CatalogueFileSource: GameSource {
    /// Every film of the catalogue, read and checked before the terminal is taken over.
    let films: [Film]

    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment {
        let films = films
        var environment = GameEnvironment(repository: CatalogueFilmRepository(films: films), store: setup.store)
        environment.search = CatalogueSearch { films }
        environment.facts = CatalogueFilmFacts(readFilms: { films })
        return environment
    }
}
