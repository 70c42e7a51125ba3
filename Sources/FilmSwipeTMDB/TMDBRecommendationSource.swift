/// The recommendations of one favourite, read a page at a time.
struct TMDBRecommendationSource: Sendable, Equatable {
    /// The favourite's TMDB id.
    let movieID: Int
    /// Its title, for the reason on the cards it brings ("because you liked Heat"), when known.
    var title: String?
    /// The next page to read.
    var nextPage = 1
    /// The last page there is, once one page was read.
    var lastPage: Int?

    /// The reason on the cards it brings.
    var reason: String {
        title.map { "because you liked \($0)" } ?? TMDBFilmRepository.favouriteReason
    }

    /// Whether every page was read.
    var isExhausted: Bool { lastPage.map { nextPage > $0 } ?? false }

    /// The request for the next page.
    func request(language: String) -> TMDBRequest {
        TMDBRequest(.get, "/movie/\(movieID)/recommendations", query: [
            .init(name: "language", value: language), .init(name: "page", value: String(nextPage)),
        ])
    }
}
