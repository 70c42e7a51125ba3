import FilmSwipeDomain

/// What the Filters dialog shows: the filter being edited and the highlighted field.
public struct FiltersViewState: Sendable, Equatable {
    /// The filter as edited so far.
    public let filter: RecommendationFilter
    /// The highlighted field.
    public let field: FiltersField
}

/// The fields of the Filters dialog, top to bottom.
public enum FiltersField: Int, Sendable, CaseIterable, Equatable {
    case genre, fromYear, toYear, minRating

    /// The field's label.
    public var label: String {
        switch self {
        case .genre: return "Genre"
        case .fromYear: return "From year"
        case .toYear: return "To year"
        case .minRating: return "Rated at least"
        }
    }
}
