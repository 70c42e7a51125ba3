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
    /// FilmSwipe's own export: the list a film was on (favourites, dislikes or the watchlist) and its watched row.
    private(set) var exportedList: (reaction: UserReaction, mark: LetterboxdMark)?
    private(set) var exportedWatched: LetterboxdMark?
    /// The TMDB id FilmSwipe's export gives a TMDB film.
    var tmdbID: Int?

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
        case .exportedWatched: exportedWatched = later(exportedWatched)
        case .exportedFavourites: exportedList = (.favourite, mark)
        case .exportedDisliked: exportedList = (.dislike, mark)
        case .exportedWatchlist, .exportedPartyMatches: exportedList = (.watchlist, mark)
        }
    }

    /// The entry for this film: liked, then the list FilmSwipe's export put it on, then rating 4 or more, then 2 or
    /// less, then the watchlist, then watched; nil only for a film no row was added for.
    ///
    /// FilmSwipe's export says each film's reaction by the file it is in, so reading it back gives the reactions it was
    /// written from; its watched file alone means seen, whatever the rating (the player may have redone a rated film).
    var entry: HistoryEntry? {
        let rating = rated ?? latestRatedViewing
        let stars = rating?.rating ?? exportedWatched?.rating
        let decided: (UserReaction, LetterboxdMark)? =
            if let liked { (.favourite, liked) }
            else if let exportedList { exportedList }
            else if let rating, let stars, stars >= 4 { (.favourite, rating) }
            else if let rating, let stars, stars <= 2 { (.dislike, rating) }
            else if let watchlisted { (.watchlist, watchlisted) }
            // What is left is a rating of 2.5 to 3.5, a watched row or a diary row: seen.
            else if let seen = rating ?? watched ?? latestViewing ?? exportedWatched { (.seen, seen) }
            else { nil }
        guard let (reaction, mark) = decided else { return nil }
        return HistoryEntry(
            title: title, year: year, reaction: reaction, date: mark.date, rating: stars, tmdbID: tmdbID, location: mark.location
        )
    }
}
