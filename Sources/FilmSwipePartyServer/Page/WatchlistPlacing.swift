import FilmSwipeDomain
import FilmSwipeImport

/// A watchlist file's entries placed on the catalogue, newest first, until a room's watchlist is full: the rest of the
/// file is not matched at all, so a file of thousands of films costs no more than one of 500.
struct WatchlistPlacing: Sendable {
    /// The films placed, newest first, each once.
    let films: [FilmID]
    /// Entries placed on a film (the same film twice counts once).
    let found: Int
    /// Entries looked at that fit no film.
    let notInCatalogue: Int
    /// Entries looked at that fit two or more films: left out, never guessed.
    let ambiguous: Int

    /// `entries` placed by `matcher`, newest first (those without a date after the dated ones, in the file's order),
    /// stopping once `keep` films are placed.
    init(_ entries: [HistoryEntry], matcher: CatalogueMatcher, keep: Int) {
        let newestFirst = entries.enumerated().sorted { left, right in
            switch (left.element.date, right.element.date) {
            case let (l?, r?) where l != r: return l > r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return left.offset < right.offset
            }
        }.map(\.element)
        var films: [FilmID] = []
        var placed: Set<FilmID> = []
        var notInCatalogue = 0, ambiguous = 0
        for entry in newestFirst where films.count < keep {
            switch matcher.match(entry) {
            case .film(let film):
                if placed.insert(film.id).inserted { films.append(film.id) }
            case .ambiguous: ambiguous += 1
            case .notFound: notInCatalogue += 1
            }
        }
        self.films = films
        found = films.count
        self.notInCatalogue = notInCatalogue
        self.ambiguous = ambiguous
    }
}
