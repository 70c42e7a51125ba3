import Foundation

/// One CSV of a Letterboxd export, for one of Letterboxd's importers.
public struct LetterboxdImportFile: Sendable, Equatable {
    /// Which importer a file is for, and so what being in it means on Letterboxd.
    public enum Kind: String, Sendable, CaseIterable {
        /// Films the player said they saw: Letterboxd's film importer marks every row watched (and rated, where rated).
        case watched
        /// The watchlist, for the watchlist's own import, which marks nothing watched.
        case watchlist
        /// Favourites, for a list's import: a list says nothing about having seen a film.
        case favourites
        /// Dislikes, for a list's import, like the favourites.
        case disliked

        /// The file's name.
        public var fileName: String { "letterboxd-\(rawValue).csv" }

        /// Where on Letterboxd the file goes.
        public var importer: String {
            switch self {
            case .watched: "the film importer (letterboxd.com/import): marked watched, and rated where rated"
            case .watchlist: "your watchlist's import (Watchlist, then Import)"
            case .favourites: "a new list's import (New list, then Import), say \"FilmSwipe favourites\""
            case .disliked: "a new list's import, say \"FilmSwipe dislikes\" (private, if you like)"
            }
        }
    }

    public let kind: Kind
    /// How many films it holds.
    public let films: Int
    /// The CSV, header first.
    public let data: Data

    /// A file for `kind` holding `films` films.
    public init(kind: Kind, films: Int, data: Data) {
        self.kind = kind
        self.films = films
        self.data = data
    }
}
