import FilmSwipeDomain

/// Genre names by TMDB genre id, from a `/genre/movie/list` document.
package struct GenreNames: Decodable, Sendable {
    private struct Genre: Decodable {
        let id: Int
        let name: String
    }

    private let namesByID: [Int: String]

    package init(_ namesByID: [Int: String]) {
        self.namesByID = namesByID
    }

    package init(from decoder: Decoder) throws {
        struct Document: Decodable { let genres: [Genre] }
        let document = try Document(from: decoder)
        namesByID = Dictionary(document.genres.map { ($0.id, SafeText.clean($0.name, limit: SafeText.genreLimit)) }, uniquingKeysWith: { first, _ in first })
    }

    package func name(for id: Int) -> String? { namesByID[id] }

    /// The id of the genre called `name`, in any case.
    package func id(for name: String) -> Int? {
        namesByID.first { $0.value.caseInsensitiveCompare(name) == .orderedSame }?.key
    }
}
