import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation

/// The recommender's model for the bundled catalogue: its community part mapped from the model file built ahead of
/// time, or, when that file is missing or was not built from these files, built from the bundled ratings as before.
enum BundledModel {
    /// The model for `films`, the whole bundled catalogue. The test suite checks the bundled ratings; a damaged file
    /// only costs the collaborative part (content and popularity still rank).
    static func make(films: [Film]) -> RecommendationModel {
        let readRatings = { (try? RatingsLoader.load()) ?? RatingSet([]) }
        guard let folder = BundledCatalogue.directory() else { return RecommendationModel(films: films, ratings: readRatings()) }
        return RecommendationModel.prebuilt(
            films: films, modelFile: folder.appendingPathComponent(BundledCatalogue.modelFileName),
            ratingsFile: folder.appendingPathComponent("ratings.csv"), readRatings: readRatings
        ).model
    }
}
