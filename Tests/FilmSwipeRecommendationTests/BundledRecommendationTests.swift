import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Testing

@Suite("Recommendations on the bundled catalogue")
struct BundledRecommendationTests {
    @Test("liking a few horror films brings more horror, each with a reason")
    func horrorFan() throws {
        let films = try CatalogueFile(path: fixturesFolder, fallbackGenres: nil).load()
        let ratings = try RatingsFile(path: fixturesFolder).load()
        let model = RecommendationModel(films: films, ratings: ratings)
        let byID = Dictionary(uniqueKeysWithValues: films.map { ($0.id, $0) })
        var session = Recommender(model: model, seed: 1)

        for film in films.filter({ $0.genres.first == "Horror" }).prefix(5) {
            session.react(film.id, .favourite)
        }
        let dealt = session.next(count: 10)

        #expect(dealt.count == 10)
        #expect(dealt.filter { byID[$0.film]!.genres.contains("Horror") }.count >= 5)
        #expect(dealt.allSatisfy { $0.reason != nil })
    }
}
