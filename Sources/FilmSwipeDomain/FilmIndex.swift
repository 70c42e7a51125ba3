/// Films looked up by id without a second copy of them: the list as it was read, and each id's place in it.
///
/// A `Film` is a few hundred bytes inline, so a `[FilmID: Film]` of the whole catalogue (9,061 films in a table of
/// 16,384) held over 6 MiB beside the list it was made from; this holds the list itself (shared, not copied) and an
/// index of places.
public struct FilmIndex: Sendable {
    /// The films, in the order given.
    public let films: [Film]
    private let places: [FilmID: Int]

    /// An index of `films`; of two films with one id, the first is found.
    public init(_ films: [Film]) {
        self.films = films
        var places: [FilmID: Int] = [:]
        places.reserveCapacity(films.count)
        for (place, film) in films.enumerated() where places[film.id] == nil {
            places[film.id] = place
        }
        self.places = places
    }

    /// The film with `id`, if the index holds one.
    public subscript(id: FilmID) -> Film? {
        places[id].map { films[$0] }
    }
}
