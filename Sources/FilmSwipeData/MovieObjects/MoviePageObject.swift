/// TMDB's page envelope: `{"page":1,"results":[…],"total_pages":N,"total_results":M}`.
package struct MoviePageObject: Decodable, Sendable {
    package let page: Int
    package let results: [MovieObject]
    package let totalPages: Int
    package let totalResults: Int
    /// How many `results` entries a lenient read left out as not films; 0 from a strict read (not a JSON key).
    package var skippedEntries = 0

    private enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
