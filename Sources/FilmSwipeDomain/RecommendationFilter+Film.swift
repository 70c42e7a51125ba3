
public extension RecommendationFilter {
    /// Whether `film` passes: the same rules the model applies to its own arrays.
    func admits(_ film: Film) -> Bool {
        if !genres.isEmpty {
            let wanted = Set(genres.map { $0.lowercased() })
            guard film.genres.contains(where: { wanted.contains($0.lowercased()) }) else { return false }
        }
        if let fromYear, (film.year ?? Int.min) < fromYear { return false }
        if let toYear, (film.year ?? Int.max) > toYear { return false }
        if let minRating, film.rating < minRating { return false }
        return true
    }
}
