import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Finds films on TMDB by title: `/search/movie`, the first page, most relevant first. What `/` searches in a TMDB
/// game, and `filmswipe search --source tmdb`.
public actor TMDBFilmSearch: FilmSearch {
    /// TMDB answers 20 films a page; one page is what a search shows.
    public static let pageSize = 20

    private let loader: TMDBPageLoader
    private let language: String
    private let region: String?
    private var genres: GenreNames?

    /// A search through `client` in `language`; `region` gives TMDB's release dates for that country.
    public init(client: TMDBClient, language: String = "en-US", region: String? = nil) {
        // Searches are typed, not dealt: none is kept in the page cache.
        loader = TMDBPageLoader(client: client, cache: nil)
        self.language = language
        self.region = region
    }

    /// The first `limit` films (at most a page) TMDB finds for `text`; none for a text with no letters or digits.
    public func films(matching text: String, limit: Int) async throws -> [Film] {
        let query = SafeText.clean(text).trimmingCharacters(in: .whitespaces)
        guard !TitleFolding.fold(query).isEmpty, limit > 0 else { return [] }
        var items: [URLQueryItem] = [
            .init(name: "query", value: query), .init(name: "page", value: "1"),
            .init(name: "include_adult", value: "false"), .init(name: "language", value: language),
        ]
        if let region { items.append(.init(name: "region", value: region)) }
        // The search first: when TMDB cannot be reached, the player is told the search failed, not a genre list they
        // never asked for. The names only label the results, so a search whose list fails shows them without genres.
        let page = try await loader.page(TMDBRequest(.get, "/search/movie", query: items)).value
        let names = (try? await genreNames()) ?? GenreNames([:])
        var seen = Set<Int>()
        return page.results.filter { seen.insert($0.id).inserted }.prefix(limit).map { $0.film(source: .tmdb, genres: names) }
    }

    private func genreNames() async throws -> GenreNames {
        if let genres { return genres }
        let names = try await loader.genres(language: language)
        genres = names
        return names
    }
}
