import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// The bundled films and the recommender's model over them: what a room's deck is drawn from and ranked with.
final class PartyCatalogue: Sendable {
    /// Every film, in catalogue order.
    let films: [Film]
    /// The films by id, for cards.
    let byID: [FilmID: Film]
    /// The model every member's scores come from.
    let model: RecommendationModel

    private init(films: [Film], model: RecommendationModel) {
        self.films = films
        byID = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.model = model
    }

    /// The catalogue, read and its model built on first use, then shared by every server in the process: it is the
    /// same immutable data for all (about 0.1 s to build in a release build, a few seconds in a debug one, and over a
    /// minute in a full debug test run, where a dozen games build the same model on two cores at once).
    static func shared() async throws -> PartyCatalogue {
        try await loading.value
    }

    private static let loading = Task<PartyCatalogue, any Error> {
        try await DispatchWork.run(load)
    }

    // The model file (or, failing that, the ratings) teaches the model which films go together; a damaged ratings file
    // costs only that part, as in the solo game, while a missing catalogue is an error.
    private static func load() throws -> PartyCatalogue {
        guard let folder = BundledCatalogue.directory() else { throw PartyServerError.catalogueMissing }
        let films = try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json"), imdbYear: BundledCatalogue.imdbYear).load()
        let ratingsFile = folder.appendingPathComponent("ratings.csv")
        let model = RecommendationModel.prebuilt(
            films: films, modelFile: folder.appendingPathComponent(BundledCatalogue.modelFileName), ratingsFile: ratingsFile,
            readRatings: { (try? RatingsFile(path: ratingsFile).load()) ?? RatingSet([]) }
        ).model
        return PartyCatalogue(films: films, model: model)
    }
}
