import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeRecommendation

/// Joins a snapshot to the bundled catalogue for the recommender: each snapshot film that is also a bundled film (same
/// title, or original title, and a year at most one apart, as a Letterboxd history is placed) gets that film's
/// MovieLens ratings, and TMDB's recommendations kept with each film become its neighbours beside them.
enum SnapshotBridgeBuilder {
    /// The bridge from `snapshot` (most popular first) to `bundled`.
    static func bridge(snapshot: [SnapshotFilm], bundled: [Film]) -> CatalogueBridge {
        let matcher = CatalogueMatcher(films: bundled)
        var bundledFilms: [FilmID: FilmID] = [:]
        var recommendations: [FilmID: [FilmID]] = [:]
        for entry in snapshot {
            let film = entry.film
            recommendations[film.id] = entry.recommendations.map { FilmID(source: .tmdb, value: $0) }
            let history = HistoryEntry(
                title: film.title, otherTitles: film.originalTitle.map { [$0] } ?? [], year: film.year, reaction: .seen,
                date: nil, rating: nil, location: "TMDB \(film.id.value)"
            )
            // The more popular of two snapshot films that are one bundled film (a remake the same year) takes its ratings.
            if case let .film(match) = matcher.match(history), bundledFilms[match.id] == nil {
                bundledFilms[match.id] = film.id
            }
        }
        return CatalogueBridge(bundledFilms: bundledFilms, recommendations: recommendations, ranked: true)
    }
}
