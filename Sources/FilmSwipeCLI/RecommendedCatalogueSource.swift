import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeRecommendation

/// The bundled catalogue, or a MovieLens release built into the data folder, dealt by the recommender that learns from
/// their ratings: the first films read before the first frame, the rest (and the model) in the background.
struct RecommendedCatalogueSource: GameSource {
    /// The films read before the first frame.
    let head: [Film]
    /// All of them, read when first needed.
    let whole: WholeCatalogue
    /// The model over all the films.
    let buildModel: @Sendable ([Film]) -> RecommendationModel

    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment {
        let store = setup.store, whole = whole
        // The model is mapped from its file (or built from the ratings) with the earlier reactions read, in the
        // background; reactions that cannot be read only cost their influence, and the game reports the store's errors
        // itself at the first swipe.
        let recommended = RecommendedFilmRepository(
            head: head, wholeCatalogue: { try await whole.films() }, seed: setup.seed, filters: setup.filter,
            earlierReactions: { await EarlierReactions.read(from: store) }, buildModel: buildModel
        )
        var environment = GameEnvironment(repository: recommended, store: store)
        environment.search = CatalogueSearch { try await whole.films() }
        // Every film shown gets its facts from the catalogue: a film taken back after a restart, or opened from the
        // lists, is otherwise the store's snapshot; what fans also liked comes from the model once it is built.
        environment.facts = CatalogueFilmFacts(readFilms: { try await whole.films() }, readModel: {
            await recommended.waitUntilModelReady()
            return await recommended.readyModel
        })
        return environment
    }
}
