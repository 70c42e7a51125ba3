import FilmSwipeDomain

public extension RecommendationModel {
    /// The titles of what `film`'s fans also liked: its nearest films that enough people rated along with it, as many
    /// as `RecommendedFilmRepository.alsoLiked` says, nearest first; empty when the ratings are not enough to say.
    func fansAlsoLiked(of film: FilmID) -> [String] {
        let limits = RecommendedFilmRepository.alsoLiked
        return nearestFilms(to: film, count: limits.count, minimumCoRaters: limits.minimumCoRaters).compactMap { id in
            position(of: id).map { titles[Int($0)] }
        }
    }
}
