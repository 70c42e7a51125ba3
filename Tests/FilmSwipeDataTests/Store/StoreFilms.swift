import FilmSwipeDomain

/// Films with every kind of field the snapshot must keep.
enum StoreFilms {
    /// Every field set, with a CJK and emoji title.
    static let spirited = Film(
        id: FilmID(source: .tmdb, value: 129),
        title: "千と千尋の神隠し 🐉",
        year: 2001,
        overview: "A girl works in a bathhouse for spirits.",
        genres: ["Animation", "Family", "Fantasy"],
        runtime: 125,
        rating: 8.5,
        ratingCount: 17_000,
        posterPath: "/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg"
    )
    /// Only an id and a title: nil year, runtime and poster, no genres.
    static let bare = Film(id: FilmID(source: .catalogue, value: 7), title: "Untitled")
    /// A plain film from the catalogue.
    static let heat = Film(
        id: FilmID(source: .catalogue, value: 6), title: "Heat", year: 1995, genres: ["Crime"], runtime: 170, rating: 3.9, ratingCount: 102
    )
    /// The same id number as `heat` from the other source: a different film.
    static let heatOnTMDB = Film(id: FilmID(source: .tmdb, value: 6), title: "Heat (TMDB)")

    /// A numbered catalogue film, for bulk writes.
    static func numbered(_ value: Int) -> Film {
        Film(id: FilmID(source: .catalogue, value: value), title: "Film \(value)")
    }
}
