import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeRecommendation
import Foundation
import Synchronization

/// The films and the recommender's model over them (the bundled catalogue's, unless the program chose another with
/// `deal(from:)`): what a room's deck is drawn from and ranked with, and what a player's `/` searches.
public final class PartyCatalogue: Sendable {
    /// Every film, in catalogue order.
    public let films: [Film]
    /// The films by id, for cards.
    let byID: FilmIndex
    /// The model every member's scores come from.
    let model: RecommendationModel

    private let matcher = Mutex<CatalogueMatcher?>(nil)

    private init(films: [Film], model: RecommendationModel) {
        self.films = films
        byID = FilmIndex(films)
        self.model = model
    }

    /// What places a watchlist file's films on these films by title and year: built on first use, then kept (building
    /// it for each upload cost most of one).
    func watchlistMatcher() -> CatalogueMatcher {
        matcher.withLock { kept in
            if let kept { return kept }
            let made = CatalogueMatcher(films: films)
            kept = made
            return made
        }
    }

    /// The catalogue, read and its model mapped (or built) on first use, then shared by every server in the process: it is
    /// the same immutable data for all.
    public static func shared() async throws -> PartyCatalogue {
        try await loading.value
    }

    private static let loader = Mutex<@Sendable () throws -> ([Film], RecommendationModel)>(load)

    private static let loading = Task<PartyCatalogue, any Error> {
        let load = loader.withLock { $0 }
        return try await DispatchWork.run {
            let (films, model) = try load()
            return PartyCatalogue(films: films, model: model)
        }
    }

    /// Makes this process's rooms deal from (and its players search) the films and model `load` gives instead of the
    /// bundled catalogue; called before anything reads the catalogue (`filmswipe party … --source movielens`).
    public static func deal(from load: @escaping @Sendable () throws -> ([Film], RecommendationModel)) {
        loader.withLock { $0 = load }
    }

    /// What `/` searches in a party: the catalogue the rooms deal from, read on the first search.
    public static func search() -> CatalogueSearch {
        CatalogueSearch { try await shared().films }
    }

    // The model file (or, failing that, the ratings) teaches the model which films go together; a damaged ratings file
    // costs only that part, as in the solo game, while a missing catalogue is an error.
    private static func load() throws -> ([Film], RecommendationModel) {
        guard let folder = BundledCatalogue.directory() else { throw PartyServerError.catalogueMissing }
        let films = try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json"), imdbYear: BundledCatalogue.imdbYear).load()
        let ratingsFile = folder.appendingPathComponent("ratings.csv")
        let model = RecommendationModel.prebuilt(
            films: films, modelFile: folder.appendingPathComponent(BundledCatalogue.modelFileName), ratingsFile: ratingsFile,
            readRatings: { (try? RatingsFile(path: ratingsFile).load()) ?? RatingSet([]) }
        ).model
        return (films, model)
    }
}
