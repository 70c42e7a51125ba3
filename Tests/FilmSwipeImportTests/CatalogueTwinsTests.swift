import FilmSwipeDomain
import FilmSwipeImport
import Testing

@Suite("A TMDB snapshot's films placed on the bundled catalogue")
struct CatalogueTwinsTests {
    private static func tmdb(_ id: Int, _ title: String, _ year: Int?, original: String? = nil) -> Film {
        var film = Film(id: FilmID(source: .tmdb, value: id), title: title, year: year)
        film.originalTitle = original
        return film
    }

    private static func catalogue(_ id: Int) -> FilmID { FilmID(source: .catalogue, value: id) }

    @Test("TMDB's titles find their MovieLens films; a film MovieLens never had, or of another year, finds none")
    func twins() throws {
        let films = [
            Self.tmdb(603, "The Matrix", 1999), Self.tmdb(807, "Se7en", 1995), Self.tmdb(101, "Léon: The Professional", 1994, original: "Léon"),
            Self.tmdb(1_184_918, "The Wild Robot", 2024), Self.tmdb(9_999_999, "The Matrix", 2021),
        ]

        let twins = try BundledMatcher.shared().twins(of: films)

        #expect(twins == [
            Self.catalogue(2571): FilmID(source: .tmdb, value: 603), Self.catalogue(47): FilmID(source: .tmdb, value: 807),
            Self.catalogue(293): FilmID(source: .tmdb, value: 101),
        ])
    }

    @Test("of two snapshot films that are one catalogue film, the more popular (first) takes it")
    func firstTakesIt() throws {
        let films = [Self.tmdb(1, "Heat", 1995), Self.tmdb(2, "Heat", 1995)]

        let twins = try BundledMatcher.shared().twins(of: films)

        #expect(twins.values.map(\.value) == [1])
    }
}
