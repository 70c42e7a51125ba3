@testable import FilmSwipeTMDB
import FilmSwipeDomain
import Foundation
import Testing

@Suite("TMDB's collections")
struct TMDBCollectionTests {
    let details = Data("""
    {"id": 8, "title": "Halloween II", "belongs_to_collection": {"id": 91361, "name": "Halloween Collection", "poster_path": "/x.jpg",
     "backdrop_path": "/y.jpg"}, "production_companies": [{"id": 1}]}
    """.utf8)

    @Test("a film's collection becomes its series, \"tmdb:ID\"; a film in none has none")
    func collection() throws {
        let film = try #require(try JSONDecoder().decode(TMDBFilmDetails.self, from: details).film(region: "GB"))
        let alone = try #require(try JSONDecoder().decode(TMDBFilmDetails.self, from: Data(#"{"id": 9, "title": "Heat", "belongs_to_collection": null}"#.utf8)).film(region: "GB"))

        #expect(film.collection == "tmdb:91361")
        #expect(alone.collection == nil)
    }

    @Test("the details kept for a snapshot keep the collection's id and nothing else of it")
    func trimmed() throws {
        let trimmed = try #require(TMDBDetailsTrim.trim(details, region: "GB"))
        let object = try #require(try JSONSerialization.jsonObject(with: trimmed) as? [String: Any])

        #expect((object["belongs_to_collection"] as? [String: Any])?.keys.sorted() == ["id"])
        #expect(object["production_companies"] == nil)
        #expect(try JSONDecoder().decode(TMDBFilmDetails.self, from: trimmed).film(region: "GB")?.collection == "tmdb:91361")
    }
}
