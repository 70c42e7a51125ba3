import FilmSwipeDomain
import Foundation

/// Reads and checks a catalogue file in TMDB's page shape, so a broken one is reported before play.
public struct CatalogueFile: Sendable {
    /// The catalogue JSON file.
    public let url: URL
    /// The TMDB `/genre/movie/list` document that names its genre ids.
    public let genresURL: URL

    /// A catalogue at `path`: a folder holding `catalogue.json` (and `genres.json`), or a JSON file.
    /// Genre names come from `genres.json` beside the file, else from `fallbackGenres`.
    public init(path: URL, fallbackGenres: URL?) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
        let file = exists && isFolder.boolValue ? path.appendingPathComponent("catalogue.json") : path
        let besideGenres = file.deletingLastPathComponent().appendingPathComponent("genres.json")
        url = file
        genresURL = FileManager.default.fileExists(atPath: besideGenres.path) ? besideGenres : (fallbackGenres ?? besideGenres)
    }

    /// Every film in the file, in its order, or the first problem found.
    public func load() throws -> [Film] {
        let data = try read(url)
        let genres = try decodeGenres()
        let page: MoviePageObject
        do {
            page = try JSONDecoder().decode(MoviePageObject.self, from: data)
        } catch let error as DecodingError {
            throw describe(error, in: data)
        }
        guard !page.results.isEmpty else { throw CatalogueError.empty(path: url.path) }
        var firstIndexByID: [Int: Int] = [:]
        firstIndexByID.reserveCapacity(page.results.count)
        var films: [Film] = []
        films.reserveCapacity(page.results.count)
        for (index, movie) in page.results.enumerated() {
            if let firstIndex = firstIndexByID.updateValue(index, forKey: movie.id) {
                throw CatalogueError.duplicateID(path: url.path, index: index, id: movie.id, firstIndex: firstIndex)
            }
            let film = movie.film(source: .catalogue, genres: genres)
            if film.title.trimmingCharacters(in: .whitespaces).isEmpty {
                throw CatalogueError.badEntry(path: url.path, index: index, id: movie.id, field: "title", problem: "is empty")
            }
            films.append(film)
        }
        return films
    }

    private func read(_ file: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: file.path) else { throw CatalogueError.notFound(path: file.path) }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw CatalogueError.unreadable(path: file.path, reason: (error as NSError).localizedDescription)
        }
    }

    private func decodeGenres() throws -> GenreNames {
        guard FileManager.default.fileExists(atPath: genresURL.path) else { return GenreNames([:]) }
        let data = try read(genresURL)
        do {
            return try JSONDecoder().decode(GenreNames.self, from: data)
        } catch {
            throw CatalogueError.notJSON(path: genresURL.path, reason: "expected {\"genres\":[{\"id\":28,\"name\":\"Action\"},…]}")
        }
    }

    // Turns the decoder's coding path into the entry and field a person can find in the file.
    private func describe(_ error: DecodingError, in data: Data) -> CatalogueError {
        let (path, problem): ([CodingKey], String)
        switch error {
        case let .keyNotFound(key, context):
            (path, problem) = (context.codingPath + [key], "is missing")
        case let .valueNotFound(_, context):
            (path, problem) = (context.codingPath, "is null")
        case let .typeMismatch(type, context):
            (path, problem) = (context.codingPath, "is not \(Self.typeName(type))")
        case let .dataCorrupted(context):
            guard !context.codingPath.isEmpty else {
                let reason = (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
                return .notJSON(path: url.path, reason: reason)
            }
            (path, problem) = (context.codingPath, "is malformed")
        @unknown default:
            return .notJSON(path: url.path, reason: "\(error)")
        }
        guard path.count >= 2, path[0].stringValue == "results", let index = path[1].intValue else {
            let field = path.map(\.stringValue).joined(separator: ".")
            let expected = "expected {\"page\":1,\"results\":[…],\"total_pages\":1,\"total_results\":N}"
            return .notJSON(path: url.path, reason: "field \"\(field)\" \(problem); \(expected)")
        }
        let field = path.dropFirst(2).map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return .badEntry(path: url.path, index: index, id: Self.id(ofEntry: index, in: data), field: field, problem: problem)
    }

    private static func id(ofEntry index: Int, in data: Data) -> Int? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let results = root["results"] as? [Any], results.indices.contains(index),
              let entry = results[index] as? [String: Any] else { return nil }
        return entry["id"] as? Int
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Double.Type: return "a number"
        case is [MovieObject].Type: return "a list of films"
        default: return "the expected type"
        }
    }
}
