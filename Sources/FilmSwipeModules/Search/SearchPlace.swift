/// Where a search looks, for what it tells the player.
public enum SearchPlace: Sendable, Equatable {
    /// The catalogue dealt (bundled, or given with `--catalogue`): any part of a title.
    case catalogue
    /// TMDB's search, as the player types.
    case tmdb

    /// What a search that found nothing says.
    public func nothingFoundText(_ query: String) -> String {
        switch self {
        case .catalogue: "No film in the catalogue has \u{201C}\(query)\u{201D} in its title. Try fewer letters or another word."
        case .tmdb: "TMDB has no film called \u{201C}\(query)\u{201D}. Try fewer or other words."
        }
    }
}
