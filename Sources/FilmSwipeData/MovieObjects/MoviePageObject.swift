/// TMDB's page envelope: `{"page":1,"results":[…],"total_pages":N,"total_results":M}`.
package struct MoviePageObject: Decodable, Sendable {
    package let page: Int
    package let results: [MovieObject]
    package let totalPages: Int
    package let totalResults: Int

    private enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
