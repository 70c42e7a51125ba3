import FilmSwipeCommands
import Testing

@Suite("The game's filter options")
struct RecommendationOptionsTests {
    @Test("a genre is taken as the catalogue spells it or as tab completion offers it, a hyphen for a space, in any case")
    func genreSpellings() throws {
        let options = try RecommendationOptions.parse(["--genre", "science-fiction", "--genre", "TV Movie", "--genre", "drama"])
        #expect(options.filter.genres == ["Science Fiction", "TV Movie", "Drama"])
        #expect(RecommendationOptions.genreWords.allSatisfy { !$0.contains(" ") })
        #expect(RecommendationOptions.genreWords.count == RecommendationOptions.knownGenres.count)
    }

    @Test("an unknown genre is refused with the list")
    func unknownGenre() {
        #expect(throws: (any Error).self) { try RecommendationOptions.parse(["--genre", "Opera"]) }
    }
}
