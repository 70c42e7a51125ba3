import FilmSwipeDomain

/// Everything Letterboxd's files say about one film, gathered so that one reaction can be decided from all of it.
struct LetterboxdFilm: Sendable {
    let title: String
    let year: Int?
    private(set) var rated: LetterboxdMark?
    private(set) var latestRatedViewing: LetterboxdMark?
    private(set) var latestViewing: LetterboxdMark?
    private(set) var liked: LetterboxdMark?
    private(set) var watchlisted: LetterboxdMark?
    private(set) var watched: LetterboxdMark?

    init(title: String, year: Int?) {
        self.title = title
        self.year = year
    }

    /// Records a row of `file`; of two rows of one file about one film (two films sharing a name and year), the later counts.
    mutating func add(_ mark: LetterboxdMark, from file: LetterboxdFile) {
        func later(_ current: LetterboxdMark?) -> LetterboxdMark {
            guard let current, !mark.isLater(than: current) else { return mark }
            return current
        }
        switch file {
        case .ratings: rated = later(rated)
        case .watched: watched = later(watched)
        case .watchlist: watchlisted = later(watchlisted)
        case .likes: liked = later(liked)
        case .diary:
            latestViewing = later(latestViewing)
            if mark.rating != nil { latestRatedViewing = later(latestRatedViewing) }
        }
    }

    /// The entry for this film: liked, then rating 4 or more, then 2 or less, then the watchlist, then watched;
    /// nil only for a film no row was added for.
    var entry: HistoryEntry? {
        let rating = rated ?? latestRatedViewing
        let stars = rating?.rating
        let decided: (UserReaction, LetterboxdMark)? =
            if let liked { (.favourite, liked) }
            else if let rating, let stars, stars >= 4 { (.favourite, rating) }
            else if let rating, let stars, stars <= 2 { (.dislike, rating) }
            else if let watchlisted { (.watchlist, watchlisted) }
            // What is left is a rating of 2.5 to 3.5, a watched row or a diary row: seen.
            else if let seen = rating ?? watched ?? latestViewing { (.seen, seen) }
            else { nil }
        guard let (reaction, mark) = decided else { return nil }
        return HistoryEntry(
            title: title, year: year, reaction: reaction, date: mark.date, rating: stars, location: mark.location
        )
    }
}
