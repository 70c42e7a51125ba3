import FilmSwipeDomain

/// Places films of another service's history on the catalogue's films: by TMDB id where both know it, else by a
/// title key shared with any of the film's names and a year at most one apart (the same year wins over a year off).
public struct CatalogueMatcher: Sendable {
    /// How far apart two years of one film may be: services disagree on festival and release years.
    public static let yearSlack = 1

    private let films: [Film]
    private let positionsByKey: [String: [Int]]
    private let positionsByTMDBID: [Int: Int]

    /// A matcher over `films`; `tmdbIDs` gives the TMDB id of the catalogue films that have one known.
    public init(films: [Film], tmdbIDs: [FilmID: Int] = [:]) {
        self.films = films
        var byKey: [String: [Int]] = [:]
        var byTMDB: [Int: Int] = [:]
        for (position, film) in films.enumerated() {
            for key in TitleKey.names(title: film.title, originalTitle: film.originalTitle) {
                byKey[key, default: []].append(position)
            }
            if film.id.source == .tmdb {
                byTMDB[film.id.value] = position
            } else if let tmdbID = tmdbIDs[film.id] {
                byTMDB[tmdbID] = position
            }
        }
        positionsByKey = byKey
        positionsByTMDBID = byTMDB
    }

    /// The catalogue film `entry` is, if exactly one fits.
    public func match(_ entry: HistoryEntry) -> CatalogueMatch {
        if let tmdbID = entry.tmdbID, let position = positionsByTMDBID[tmdbID] { return .film(films[position]) }
        var candidates: Set<Int> = []
        for name in [entry.title] + entry.otherTitles {
            let key = TitleKey.key(name)
            guard !key.isEmpty else { continue }
            candidates.formUnion(positionsByKey[key] ?? [])
        }
        let fitting = candidates.filter { position in
            guard let wanted = entry.year else { return true }
            guard let year = films[position].year else { return false }
            return abs(year - wanted) <= Self.yearSlack
        }
        // A film of the very year beats films a year off; an entry without a year must name one film only.
        let best = entry.year.map { wanted in fitting.filter { films[$0].year == wanted } }.flatMap { $0.isEmpty ? nil : $0 } ?? fitting
        switch best.count {
        case 0: return .notFound
        case 1: return .film(films[best.first!])
        default: return .ambiguous(best.sorted().map { films[$0] })
        }
    }
}
