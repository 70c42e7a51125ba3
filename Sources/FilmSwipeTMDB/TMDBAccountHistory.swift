import FilmSwipeDomain
import Foundation

/// A TMDB account's lists merged into one reaction per film: a favourite is a favourite whatever its rating; else a
/// rating of 7 or more is a favourite and 4 or less a dislike; else the watchlist; else a middling rating means seen.
public struct TMDBAccountHistory: Sendable, Hashable {
    /// A rating at least this high is a favourite.
    public static let favouriteRating = 7.0
    /// A rating at most this low is a dislike; TMDB holds FilmSwipe's own dislikes as 1.0.
    public static let dislikeRating = 4.0

    /// One entry per film: the favourites first, then the watchlist, then the rated films, each in its list's order.
    public let films: [TMDBAccountFilm]

    /// The history `lists` add up to.
    public init(_ lists: TMDBAccountLists) {
        let favourites = Set(lists.favourites.map(\.film.id))
        let watchlist = Set(lists.watchlist.map(\.film.id))
        var ratings: [FilmID: Double] = [:]
        for entry in lists.rated {
            if let rating = entry.rating, ratings[entry.film.id] == nil { ratings[entry.film.id] = rating }
        }
        var placed: Set<FilmID> = []
        var films: [TMDBAccountFilm] = []
        for entry in lists.favourites + lists.watchlist + lists.rated where placed.insert(entry.film.id).inserted {
            let id = entry.film.id
            let rating = ratings[id]
            guard let reaction = Self.reaction(onFavourites: favourites.contains(id), onWatchlist: watchlist.contains(id), rating: rating)
            else { continue }
            films.append(TMDBAccountFilm(film: entry.film, reaction: reaction, rating: rating))
        }
        self.films = films
    }

    /// The films as reactions to import, from origin `.tmdb` with the player's rating, all dated `date`: TMDB's lists
    /// say when nothing was added.
    public func importedReactions(at date: Date) -> [ImportedReaction] {
        films.map { ImportedReaction(film: $0.film, reaction: $0.reaction, origin: .tmdb, date: date, originRating: $0.rating) }
    }

    /// The reaction of a film on the favourites and/or watchlist, rated `rating`; nil when the lists say nothing.
    public static func reaction(onFavourites: Bool, onWatchlist: Bool, rating: Double?) -> UserReaction? {
        if onFavourites { return .favourite }
        if let rating, rating >= favouriteRating { return .favourite }
        if let rating, rating <= dislikeRating { return .dislike }
        if onWatchlist { return .watchlist }
        // Watched and rated, but neither loved nor disliked.
        return rating == nil ? nil : .seen
    }
}
