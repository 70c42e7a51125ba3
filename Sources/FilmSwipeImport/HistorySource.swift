/// The service whose export file is read: it decides how errors tell the player to export again.
public enum HistorySource: String, Sendable, Hashable, CaseIterable {
    /// Letterboxd's "Export your data" ZIP and its CSV files.
    case letterboxd
    /// IMDb's ratings export CSV.
    case imdb

    /// The service's name as players know it.
    public var name: String {
        switch self {
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        }
    }

    /// How to get a fresh export, the way out of most file errors.
    public var exportAgain: String {
        switch self {
        case .letterboxd: "Export again from letterboxd.com/settings/data."
        case .imdb: "Export again from IMDb: Your Ratings, then the three dots menu, then Export."
        }
    }
}
