import FilmSwipeDomain
import Testing

/// `FilmIndex`: films found by id in the list they were read as.
@Suite("Films found by id")
struct FilmIndexTests {
    static func film(_ value: Int, _ title: String) -> Film {
        Film(id: FilmID(source: .catalogue, value: value), title: title)
    }

    @Test func eachFilmIsFoundByItsIdAndAnIdNotInTheListFindsNothing() {
        let index = FilmIndex([Self.film(318, "The Shawshank Redemption"), Self.film(2858, "American Beauty")])
        #expect(index[FilmID(source: .catalogue, value: 2858)]?.title == "American Beauty")
        #expect(index[FilmID(source: .catalogue, value: 318)]?.title == "The Shawshank Redemption")
        #expect(index[FilmID(source: .catalogue, value: 1)] == nil)
        #expect(index[FilmID(source: .tmdb, value: 318)] == nil, "the same number from another source is another film")
    }

    @Test func ofTwoFilmsWithOneIdTheFirstIsFoundAndTheListIsKeptAsGiven() {
        let films = [Self.film(1, "Toy Story"), Self.film(2, "Jumanji"), Self.film(1, "Toy Story (again)")]
        let index = FilmIndex(films)
        #expect(index[FilmID(source: .catalogue, value: 1)]?.title == "Toy Story")
        #expect(index.films.map(\.title) == ["Toy Story", "Jumanji", "Toy Story (again)"])
        #expect(FilmIndex([])[FilmID(source: .catalogue, value: 1)] == nil)
    }
}
