import FilmSwipeDomain

/// A search whose films carry their full facts, so a film found and dealt looks as it would dealt any other way.
struct FilmFactsSearch: FilmSearch {
    let search: FilmSearch
    let facts: FilmFacts

    func films(matching text: String, limit: Int) async throws -> [Film] {
        var films: [Film] = []
        for film in try await search.films(matching: text, limit: limit) {
            films.append(await facts.completing(film))
        }
        return films
    }
}
