import Foundation

/// A film's details as `/3/movie/{id}?append_to_response=…` answers them (shared/TMDB.md), made up from the id so
/// tests can predict them: film ids divisible by 3 stream in GB and US, those leaving 1 can only be rented, and the
/// rest have no offer anywhere.
enum StubDetails {
    /// The providers the stub knows, in TMDB's display priority: (id, name).
    static let netflix = (8, "Netflix"), disney = (337, "Disney Plus"), apple = (2, "Apple TV"), google = (3, "Google Play Movies"),
        bbc = (38, "BBC iPlayer")

    /// The answer for `id`, with one key per name in `appended`.
    static func answer(id: Int, appended: [String], catalogue: StubCatalogue) -> [String: Any] {
        let listed = catalogue.movie(id)
        var object: [String: Any] = [
            "id": id, "title": listed["title"]!, "original_title": listed["original_title"]!, "overview": listed["overview"]!,
            "release_date": listed["release_date"]!, "poster_path": listed["poster_path"]!, "backdrop_path": NSNull(),
            "genres": [["id": 28, "name": "Action"], ["id": 878, "name": "Science Fiction"]], "runtime": 100 + id % 60,
            "tagline": "", "status": "Released", "imdb_id": "tt\(1_000_000 + id)", "belongs_to_collection": NSNull(),
            "vote_average": listed["vote_average"]!, "vote_count": listed["vote_count"]!, "popularity": listed["popularity"]!,
            "adult": false, "video": false, "original_language": "en", "budget": 0, "revenue": 0,
        ]
        for name in appended {
            switch name {
            case "credits": object["credits"] = credits(id, catalogue: catalogue)
            case "videos": object["videos"] = ["results": videos(id)]
            case "release_dates": object["release_dates"] = ["results": releaseDates(id)]
            case "watch/providers": object["watch/providers"] = ["results": providers(id)]
            case "recommendations":
                object["recommendations"] = [
                    "page": 1, "results": StubCatalogue.recommendationIDs(movieID: id, page: 1).map { catalogue.movie($0, mediaType: true) },
                    "total_pages": catalogue.recommendationPages, "total_results": catalogue.recommendationPages * 20,
                ]
            default: break
            }
        }
        return object
    }

    private static func credits(_ id: Int, catalogue: StubCatalogue) -> [String: Any] {
        let names = catalogue.castNames[id] ?? (1...8).map { "Actor \(id)-\($0)" }
        // Listed out of billing order, as TMDB's own lists can be: the client sorts by `order`.
        let cast = names.enumerated().reversed().map { index, name -> [String: Any] in
            ["id": id * 10 + index, "name": name, "character": "Role \(index)", "order": index, "known_for_department": "Acting"]
        }
        var crew: [[String: Any]] = [
            ["id": 1, "name": "Writer \(id)", "job": "Screenplay", "department": "Writing"],
            ["id": 2, "name": catalogue.directorNames[id] ?? "Director \(id)", "job": "Director", "department": "Directing"],
        ]
        if id % 5 == 0 { crew.append(["id": 3, "name": "Co-Director \(id)", "job": "Director", "department": "Directing"]) }
        return ["id": id, "cast": cast, "crew": crew]
    }

    private static func videos(_ id: Int) -> [[String: Any]] {
        [
            ["key": "teaser\(id)", "site": "YouTube", "type": "Teaser", "official": true, "iso_639_1": "en", "name": "Teaser",
             "published_at": "2001-01-01T00:00:00.000Z", "size": 1080, "id": "v1"],
            ["key": "fan\(id)", "site": "YouTube", "type": "Trailer", "official": false, "iso_639_1": "en", "name": "Fan trailer",
             "published_at": "2003-01-01T00:00:00.000Z", "size": 1080, "id": "v2"],
            ["key": "trailer\(id)", "site": "YouTube", "type": "Trailer", "official": true, "iso_639_1": "en", "name": "Official Trailer",
             "published_at": "2002-01-01T00:00:00.000Z", "size": 1080, "id": "v3"],
            ["key": "vimeo\(id)", "site": "Vimeo", "type": "Trailer", "official": true, "iso_639_1": "en", "name": "Trailer",
             "published_at": "2004-01-01T00:00:00.000Z", "size": 1080, "id": "v4"],
        ]
    }

    private static func releaseDates(_ id: Int) -> [[String: Any]] {
        [
            ["iso_3166_1": "US", "release_dates": [
                ["certification": "", "type": 1, "release_date": "2001-01-01T00:00:00.000Z", "note": "Festival", "descriptors": []],
                ["certification": "PG-13", "type": 3, "release_date": "2001-02-03T00:00:00.000Z", "note": "", "descriptors": []],
            ]],
            ["iso_3166_1": "GB", "release_dates": [
                ["certification": "12A", "type": 4, "release_date": "2001-05-01T00:00:00.000Z", "note": "", "descriptors": []],
                ["certification": "15", "type": 3, "release_date": "2001-03-01T00:00:00.000Z", "note": "", "descriptors": []],
            ]],
        ]
    }

    static func providers(_ id: Int) -> [String: Any] {
        func list(_ providers: [(Int, String)]) -> [[String: Any]] {
            providers.enumerated().map { ["provider_id": $1.0, "provider_name": $1.1, "logo_path": "/l\($1.0).jpg", "display_priority": $0 + 1] }
        }
        let link = "https://www.themoviedb.org/movie/\(id)/watch"
        switch id % 3 {
        case 0:
            return [
                "GB": ["link": link + "?locale=GB", "flatrate": list([netflix, disney]), "free": list([bbc]), "rent": list([apple]),
                       "buy": list([apple, google])],
                "US": ["link": link + "?locale=US", "flatrate": list([netflix]), "rent": list([apple])],
            ]
        case 1:
            return ["GB": ["link": link + "?locale=GB", "rent": list([apple, google])], "US": ["link": link + "?locale=US", "buy": list([apple])]]
        default:
            return [:]
        }
    }
}
