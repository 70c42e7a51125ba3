import Foundation

/// The stub's films, made up deterministically so tests can predict ids.
public struct StubCatalogue: Sendable {
    /// `total_pages` of `/discover/movie` (TMDB reports more than 500 for popular queries).
    public var discoverTotalPages = 1000
    /// `total_pages` of every film's recommendations.
    public var recommendationPages = 2
    /// Titles (raw, possibly hostile) by film id, instead of the made-up ones.
    public var titles: [Int: String] = [:]
    /// Ids whose recommendations answer 404.
    public var unknownIDs: Set<Int> = []
    /// Cast names (raw, possibly hostile) by film id, top billed first, instead of the made-up ones.
    public var castNames: [Int: [String]] = [:]
    /// Director names (raw, possibly hostile) by film id, instead of the made-up one.
    public var directorNames: [Int: String] = [:]
    /// Poster paths by film id, instead of `/p{id}.jpg` (`StubPosters` serves broken images at some paths).
    public var posterPaths: [Int: String] = [:]

    /// The default films: 1000 discover pages, two recommendation pages per film.
    public init() {}

    /// Films with no recommendations, so the deal stays in discover's order whatever the player likes.
    public static var discoverOnly: StubCatalogue {
        var catalogue = StubCatalogue()
        catalogue.recommendationPages = 0
        return catalogue
    }

    /// The id of discover film `index` (0…19) of `page`.
    public static func discoverID(page: Int, index: Int) -> Int { page * 100 + index }

    /// The ids of `/movie/{movieID}/recommendations` page `page`: every fourth one is also on discover page 1.
    public static func recommendationIDs(movieID: Int, page: Int) -> [Int] {
        (0..<20).map { index in
            index % 4 == 0 ? discoverID(page: 1, index: index) : 10_000_000 + movieID * 100 + page * 20 + index
        }
    }

    /// The movie object TMDB would list for `id`.
    public func movie(_ id: Int, mediaType: Bool = false) -> [String: Any] {
        // A film search finds by name is that film wherever it is listed, so its details name it the same.
        let searched = StubSearch.films.first { $0.id == id }
        var object: [String: Any] = [
            "adult": false, "backdrop_path": NSNull(), "genre_ids": [28, 878], "id": id,
            "original_language": "en", "original_title": searched?.title ?? "Original \(id)", "overview": "Overview of film \(id).",
            "popularity": 100.5, "poster_path": posterPaths[id] ?? "/p\(id).jpg", "release_date": searched?.released ?? (id % 7 == 0 ? "" : "2001-02-03"),
            "title": titles[id] ?? searched?.title ?? "Film \(id)", "video": false, "vote_average": 7.25, "vote_count": 1234,
            "origin_country": ["US"],
        ]
        if mediaType { object["media_type"] = "movie" }
        return object
    }
}
