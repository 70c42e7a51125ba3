import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeRecommendation

/// Joins a snapshot to the bundled catalogue for the recommender: each snapshot film that is also a bundled film gets
/// that film's MovieLens ratings, and TMDB's recommendations kept with each film become its neighbours beside them.
enum SnapshotBridgeBuilder {
    /// The bridge from `snapshot` (most popular first) to `bundled`.
    static func bridge(snapshot: [SnapshotFilm], bundled: [Film]) -> CatalogueBridge {
        let recommendations = Dictionary(snapshot.map { entry in
            (entry.film.id, entry.recommendations.map { FilmID(source: .tmdb, value: $0) })
        }, uniquingKeysWith: { first, _ in first })
        return CatalogueBridge(
            bundledFilms: CatalogueMatcher(films: bundled).twins(of: snapshot.map(\.film)), recommendations: recommendations, ranked: true
        )
    }
}
