import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Reads a TMDB account's favourites, watchlist and rated films, every page, in the order they were added.
/// Pages are read as the deal reads them: cleaned texts, and a single film that does not read is left out.
public struct TMDBAccountReader: Sendable {
    /// Films TMDB lists in titles of this language; the catalogue's titles are English.
    public let language: String
    private let loader: TMDBPageLoader

    /// A reader through `client`, whose settings must hold a session.
    public init(client: TMDBClient, language: String = "en-US") {
        // The lists are the player's own and read once per import: nothing to keep in the page cache.
        loader = TMDBPageLoader(client: client, cache: nil)
        self.language = language
    }

    /// All three lists of account `accountID`.
    public func lists(accountID: Int) async throws -> TMDBAccountLists {
        let genres = try await loader.genres(language: language)
        var lists = TMDBAccountLists()
        for list in TMDBAccountList.allCases {
            lists[list] = try await films(on: list, accountID: accountID, genres: genres)
        }
        return lists
    }

    /// The films on `list` of account `accountID`: pages 1 to min(total_pages, 500), oldest addition first.
    public func films(on list: TMDBAccountList, accountID: Int) async throws -> [TMDBListedFilm] {
        try await films(on: list, accountID: accountID, genres: loader.genres(language: language))
    }

    private func films(on list: TMDBAccountList, accountID: Int, genres: GenreNames) async throws -> [TMDBListedFilm] {
        var films: [TMDBListedFilm] = []
        var ids: Set<Int> = []
        var page = 1
        var lastPage = 1
        repeat {
            let fetched = try await loader.page(request(list, accountID: accountID, page: page)).value
            lastPage = min(max(1, fetched.totalPages), TMDBFilmRepository.pageLimit)
            // A film added while the pages are read shifts the rest by one: the one seen twice counts once.
            for movie in fetched.results where ids.insert(movie.id).inserted {
                films.append(TMDBListedFilm(
                    film: movie.film(source: .tmdb, genres: genres), rating: list == .rated ? movie.extras.accountRating : nil
                ))
            }
            page += 1
        } while page <= lastPage
        return films
    }

    private func request(_ list: TMDBAccountList, accountID: Int, page: Int) -> TMDBRequest {
        TMDBRequest(.get, list.path(accountID: accountID), query: [
            .init(name: "language", value: language),
            .init(name: "sort_by", value: "created_at.asc"),
            .init(name: "page", value: String(page)),
        ], needsSession: true)
    }
}
