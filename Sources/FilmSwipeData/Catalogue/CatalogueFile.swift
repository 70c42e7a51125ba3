import FilmSwipeDomain
import Foundation

/// Reads and checks a catalogue file in TMDB's page shape, so a broken one is reported before play.
public struct CatalogueFile: Sendable {
    /// The catalogue JSON file.
    public let url: URL
    /// The TMDB `/genre/movie/list` document that names its genre ids.
    public let genresURL: URL
    /// The year its IMDb ratings and votes were counted, when they are a snapshot of that year (the bundled catalogue's).
    public let imdbYear: Int?

    /// A catalogue at `path`: a folder holding `catalogue.json` (and `genres.json`), or a JSON file.
    /// Genre names come from `genres.json` beside the file, else from `fallbackGenres`. Its IMDb ratings were counted
    /// in `imdbYear`, when that is known.
    public init(path: URL, fallbackGenres: URL?, imdbYear: Int? = nil) {
        self.imdbYear = imdbYear
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
            page = try MoviePageReader.read(data)
        } catch {
            throw describe(error)
        }
        return try films(of: page.results, genres: genres)
    }

    /// The first `count` films in the file, checked as `load()` checks them, without reading further: for dealing
    /// the first cards of a large catalogue that is checked whole elsewhere (the bundled one, by the test suite).
    public func loadHead(count: Int) throws -> [Film] {
        let genres = try decodeGenres()
        // The start of the file usually holds the head, and reading 2.5 MB to use 60 KB costs a millisecond or two;
        // when it does not (long entries, or a problem near the start), the whole file is read and the reader says why.
        if let start = try? readStart(url, bytes: count * 1_024), let movies = try? MoviePageReader.readHead(start, count: count),
           movies.count == count {
            return try films(of: movies, genres: genres)
        }
        do {
            return try films(of: MoviePageReader.readHead(try read(url), count: count), genres: genres)
        } catch let error as MoviePageReadError {
            throw describe(error)
        }
    }

    private func readStart(_ file: URL, bytes: Int) throws -> Data {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try handle.read(upToCount: bytes) ?? Data()
    }

    private func films(of movies: [MovieObject], genres: GenreNames) throws -> [Film] {
        guard !movies.isEmpty else { throw CatalogueError.empty(path: url.path) }
        var firstIndexByID: [Int: Int] = [:]
        firstIndexByID.reserveCapacity(movies.count)
        var films: [Film] = []
        films.reserveCapacity(movies.count)
        for (index, movie) in movies.enumerated() {
            if let firstIndex = firstIndexByID.updateValue(index, forKey: movie.id) {
                throw CatalogueError.duplicateID(path: url.path, index: index, id: movie.id, firstIndex: firstIndex)
            }
            var film = movie.film(source: .catalogue, genres: genres)
            film.imdb?.countedIn = imdbYear
            // The same test as trimming `.whitespaces` (category Zs and tab) to nothing, without a copy of each title.
            if film.title.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) {
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

    // Names the file and keeps the reader's place (line and column, or entry and field) for the message.
    private func describe(_ error: MoviePageReadError) -> CatalogueError {
        switch error {
        case let .malformed(line, column, reason):
            return .notJSON(path: url.path, reason: "line \(line), column \(column): \(reason)")
        case let .notAnObject(found):
            return .notCatalogue(path: url.path, reason: found)
        case let .wrongShape(field, problem):
            let subject = field.isEmpty ? "the top level" : "field \"\(field)\""
            return .notCatalogue(path: url.path, reason: "\(subject) \(problem)")
        case let .badEntry(index, id, field, problem):
            return .badEntry(path: url.path, index: index, id: id, field: field, problem: problem)
        }
    }
}
