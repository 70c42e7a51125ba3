import Foundation

/// The stub's `/search/movie`: a few real titles (with their TMDB ids) and the catalogue's own titles, found by any
/// part of the title, case and accents ignored.
public enum StubSearch {
    /// The films search finds besides the catalogue's titles: id, title and release date.
    public static let films: [(id: Int, title: String, released: String)] = [
        (194, "Amélie", "2001-04-25"), (438631, "Dune", "2021-09-15"), (693134, "Dune: Part Two", "2024-02-27"),
        (949, "Heat", "1995-12-15"), (346648, "Paddington 2", "2017-11-09"), (496243, "Parasite", "2019-05-30"),
        (238, "The Godfather", "1972-03-14"), (240, "The Godfather Part II", "1974-12-20"),
        (324857, "Spider-Man: Into the Spider-Verse", "2018-12-06"),
    ]

    /// Answers `/search/movie`; nil for any other request.
    static func route(_ request: StubHTTPRequest, segments: [String], catalogue: StubCatalogue) -> StubHTTPResponse? {
        guard request.method == "GET", segments == ["search", "movie"] else { return nil }
        let query = fold(request.query["query"] ?? "")
        let page = Int(request.query["page"] ?? "1") ?? 1
        guard (1...500).contains(page) else { return .json(422, #"{"errors":["page must be less than or equal to 500"]}"#) }
        guard !query.isEmpty else {
            return .json(200, object: ["page": page, "results": [Any](), "total_pages": 0, "total_results": 0])
        }
        var results: [[String: Any]] = films.filter { fold($0.title).contains(query) }.map { catalogue.movie($0.id) }
        for (id, title) in catalogue.titles.sorted(by: { $0.key < $1.key }) where fold(title).contains(query) {
            results.append(catalogue.movie(id))
        }
        let shown = page == 1 ? Array(results.prefix(20)) : []
        return .json(200, object: ["page": page, "results": shown, "total_pages": results.isEmpty ? 0 : 1, "total_results": results.count])
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }
}
