/// Where a stored reaction came from: a swipe in the game, or a film history imported from another service.
public enum ReactionOrigin: String, Sendable, Hashable, Codable, CaseIterable {
    /// Made in FilmSwipe (a swipe, a redo, the lists).
    case game
    /// Imported from a Letterboxd export.
    case letterboxd
    /// Imported from an IMDb ratings export.
    case imdb
    /// Imported from the player's TMDB account.
    case tmdb

    /// The name players know the origin by ("Letterboxd").
    public var displayName: String {
        switch self {
        case .game: "FilmSwipe"
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        case .tmdb: "TMDB"
        }
    }

    /// `rating` as the origin writes it: Letterboxd's stars out of 5 ("4.5"), IMDb's and TMDB's out of 10 ("9/10").
    public func ratingText(_ rating: Double) -> String {
        let number = rating == rating.rounded() ? String(Int(rating)) : String(format: "%.1f", rating)
        switch self {
        case .letterboxd, .game: return number
        case .imdb, .tmdb: return "\(number)/10"
        }
    }
}
