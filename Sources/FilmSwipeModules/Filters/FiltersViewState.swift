import FilmSwipeDomain

/// What the Filters dialog shows: the filter being edited and the highlighted field.
public struct FiltersViewState: Sendable, Equatable {
    /// The filter as edited so far.
    public let filter: RecommendationFilter
    /// The highlighted field.
    public let field: FiltersField
    /// The fields offered, top to bottom: your services only where the player has some.
    public var fields: [FiltersField] = FiltersField.always
    /// The player's services by name ("Netflix, Max"), when the dialog offers to deal only from them.
    public var yourServices: String?
}

/// The fields of the Filters dialog, top to bottom.
public enum FiltersField: Int, Sendable, CaseIterable, Equatable {
    case genre, fromYear, toYear, minRating
    /// Only films on the player's streaming services: offered in a TMDB game where the player has saved some.
    case yourServices

    /// The fields every game offers.
    public static let always: [FiltersField] = [.genre, .fromYear, .toYear, .minRating]

    /// The field's label.
    public var label: String {
        switch self {
        case .genre: return "Genre"
        case .fromYear: return "From year"
        case .toYear: return "To year"
        case .minRating: return "Rated at least"
        case .yourServices: return "On your services"
        }
    }
}
