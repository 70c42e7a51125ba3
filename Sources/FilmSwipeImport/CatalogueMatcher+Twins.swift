import FilmSwipeDomain

extension CatalogueMatcher {
    /// The films of another catalogue (a TMDB snapshot, most popular first) that are films of this one: each catalogue
    /// film's id with its twin's, placed by title or original title and year as a history's films are. Of two films
    /// that are one catalogue film (a remake the same year), the first takes it.
    public func twins(of films: [Film]) -> [FilmID: FilmID] {
        var twins: [FilmID: FilmID] = [:]
        for film in films {
            let entry = HistoryEntry(
                title: film.title, otherTitles: film.originalTitle.map { [$0] } ?? [], year: film.year, reaction: .seen,
                date: nil, rating: nil, location: "\(film.id)"
            )
            if case let .film(match) = match(entry), twins[match.id] == nil {
                twins[match.id] = film.id
            }
        }
        return twins
    }
}
