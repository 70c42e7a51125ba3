/// The files of Letterboxd's export that say what a player made of a film; the rest (reviews, lists, comments, and
/// the `deleted/` and `orphaned/` folders) say nothing more about it and are not read.
public enum LetterboxdFile: String, Sendable, Hashable, CaseIterable {
    /// Every film the player rated: `Date, Name, Year, Letterboxd URI, Rating`.
    case ratings = "ratings.csv"
    /// Every film the player marked watched: `Date, Name, Year, Letterboxd URI`.
    case watched = "watched.csv"
    /// The films the player wants to see: `Date, Name, Year, Letterboxd URI`.
    case watchlist = "watchlist.csv"
    /// Each viewing logged: `Date, Name, Year, Letterboxd URI, Rating, Rewatch, Tags, Watched Date`.
    case diary = "diary.csv"
    /// The films the player liked (the heart): `Date, Name, Year, Letterboxd URI`.
    case likes = "likes/films.csv"
    /// FilmSwipe's own `export --format letterboxd` files, for Letterboxd's importers, read back: `Title, Year, tmdbID`
    /// (and `Rating` in the watched one). The films the player said they saw, or rated.
    case exportedWatched = "letterboxd-watched.csv"
    /// FilmSwipe's watchlist file.
    case exportedWatchlist = "letterboxd-watchlist.csv"
    /// FilmSwipe's favourites file, for a list.
    case exportedFavourites = "letterboxd-favourites.csv"
    /// FilmSwipe's dislikes file, for a list.
    case exportedDisliked = "letterboxd-disliked.csv"
    /// A party room's matches as FilmSwipe's `party matches --export letterboxd` writes them for a list,
    /// `letterboxd-party-CODE.csv` (a lone file named so is read as one): films the room agreed on, read back as films to
    /// watch.
    case exportedPartyMatches = "letterboxd-party.csv"

    /// Its path inside the export.
    public var path: String { rawValue }

    /// Whether FilmSwipe wrote it (`export --format letterboxd`) rather than Letterboxd.
    var isFilmSwipeExport: Bool {
        switch self {
        case .exportedWatched, .exportedWatchlist, .exportedFavourites, .exportedDisliked, .exportedPartyMatches: true
        case .ratings, .watched, .watchlist, .diary, .likes: false
        }
    }

    /// The columns a file must have to be read, the title's first; the others are optional and Letterboxd may add more.
    var requiredColumns: [String] {
        if isFilmSwipeExport { return ["Title", "Year"] }
        return self == .ratings ? ["Name", "Year", "Rating"] : ["Name", "Year"]
    }

    /// "Letterboxd's ratings.csv", for messages that ask whether the file is the right one.
    var expected: String {
        if self == .exportedPartyMatches { return "FilmSwipe's letterboxd-party-CODE.csv (from party matches --export letterboxd)" }
        return isFilmSwipeExport ? "FilmSwipe's \(path) (from export --format letterboxd)" : "Letterboxd's \(path)"
    }

    /// The export file at `path` inside a ZIP or folder, if it is one of these.
    static func at(_ path: String) -> LetterboxdFile? {
        allCases.first { $0.path == path.lowercased() }
    }

    /// The export file a lone CSV is by its name: its name in the export (or `films.csv` in a `likes` folder), else a
    /// word of its name, so "my diary.csv" and "letterboxd ratings.csv" are recognised; nil when the name says nothing.
    static func named(_ name: String, folder: String) -> LetterboxdFile? {
        let name = name.lowercased()
        if name == "films.csv", folder.lowercased() == "likes" { return .likes }
        if name.hasPrefix("letterboxd-party-"), name.hasSuffix(".csv") { return .exportedPartyMatches }
        if let file = allCases.first(where: { $0.path == name }) { return file }
        let words: [(String, LetterboxdFile)] = [
            ("diary", .diary), ("rating", .ratings), ("watchlist", .watchlist), ("watched", .watched), ("like", .likes),
        ]
        return words.first { name.contains($0.0) }?.1
    }

    /// The export file a lone CSV is by its header: Rating with Rewatch or Watched Date is the diary, Rating alone the
    /// ratings, Title (not Name) with Rating FilmSwipe's watched file.
    ///
    /// Any other header is nil: watched, watchlist and likes have the same columns, and reading one as another would put
    /// unseen films among the seen, so the player is asked to name the file rather than be guessed for.
    static func byHeader(_ table: CSVTable) -> LetterboxdFile? {
        guard table.column("Rating") != nil else { return nil }
        if table.column("Name") == nil, table.column("Title") != nil { return .exportedWatched }
        return table.column("Rewatch") != nil || table.column("Watched Date") != nil ? .diary : .ratings
    }
}
