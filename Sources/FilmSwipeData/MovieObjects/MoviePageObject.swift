/// TMDB's page envelope: `{"page":1,"results":[…],"total_pages":N,"total_results":M}`.
struct MoviePageObject: Decodable, Sendable {
    let page: Int
    let results: [MovieObject]
    let totalPages: Int
    let totalResults: Int

    private enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
