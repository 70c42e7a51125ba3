import FilmSwipeData
import Foundation

/// Reads TMDB's film pages and genre list for the film repository; the page cache keeps what was read and stands in
/// when TMDB cannot be reached.
struct TMDBPageLoader: Sendable {
    /// A value read from TMDB, and whether the cache stood in for TMDB.
    struct Fetched<Value: Sendable>: Sendable {
        /// What was read.
        let value: Value
        /// Whether it is a kept answer, because TMDB could not be reached.
        let fromCache: Bool
    }

    /// The client the requests go through.
    let client: TMDBClient
    /// Where answers are kept; nil keeps none.
    let cache: TMDBPageCache?

    // Lenient because one odd film from TMDB must not cost the page: the deal would ask for the same page again and
    // fail the same way, for good.
    /// The movie page `request` asks for, without the entries that are not films (`skippedEntries` counts them) unless
    /// all of them are not; `brief` (when offline) tries once, briefly.
    func page(_ request: TMDBRequest, brief: Bool = false) async throws -> Fetched<MoviePageObject> {
        try await load(request, brief: brief) { try Self.readPage($0, path: request.path) }
    }

    /// The genre names in `language`, read from TMDB or, when it cannot be reached, the cache.
    func genres(language: String) async throws -> GenreNames {
        let request = TMDBRequest(.get, "/genre/movie/list", query: [.init(name: "language", value: language)])
        return try await load(request) { data in
            do {
                return try JSONDecoder().decode(GenreNames.self, from: data)
            } catch {
                throw TMDBError.malformedResponse(path: request.path, reason: TMDBClient.reason(error))
            }
        }.value
    }

    // Only a failure more network could cure lets the cache stand in: a refused credential, a 404 or 422, or a
    // malformed answer must reach the player as ever. A kept answer that no longer reads gives way to the network's
    // own error, which says what is actually wrong.
    private func load<Value: Sendable>(
        _ request: TMDBRequest, brief: Bool = false, read: (Data) throws -> Value
    ) async throws -> Fetched<Value> {
        let data: Data
        let kept = cache?.cached(for: request)
        do {
            // With a kept answer to stand in, or already offline, one short try is enough: a player on a network
            // that hangs should not wait out every timeout and retry before seeing films.
            let briefTry = brief || kept != nil
            data = try await client.data(for: request, maxRetries: briefTry ? 0 : nil, brief: briefTry)
        } catch let error as TMDBError where error.mayPassWithNetwork {
            guard let kept, let value = try? read(kept) else { throw error }
            return Fetched(value: value, fromCache: true)
        }
        let value = try read(data)
        // Kept only once it reads, so a broken answer never replaces a good one.
        cache?.store(data, for: request)
        return Fetched(value: value, fromCache: false)
    }

    private static func readPage(_ data: Data, path: String) throws(TMDBError) -> MoviePageObject {
        do {
            let page = try MoviePageReader.read(data, skippingBadEntries: true)
            // Nothing but bad entries is TMDB answering in some other shape, not an odd film: dealing on would page
            // through every empty page, and a kept file that reads so is no answer. The strict read names the first.
            if page.results.isEmpty, page.skippedEntries > 0 { _ = try MoviePageReader.read(data) }
            return page
        } catch {
            throw .malformedResponse(path: path, reason: describe(error))
        }
    }

    private static func describe(_ error: MoviePageReadError) -> String {
        switch error {
        case let .malformed(line, column, reason): "not valid JSON at line \(line), column \(column) (\(reason))"
        case let .notAnObject(found): "the page is \(found), not an object"
        case let .wrongShape(field, problem): field.isEmpty ? "the page \(problem)" : "field \"\(field)\" \(problem)"
        case let .badEntry(index, id, field, problem):
            "film #\(index)\(id.map { " (id \($0))" } ?? "")\(field.isEmpty ? "" : ": field \"\(field)\"") \(problem)"
        }
    }
}

private extension TMDBError {
    /// Whether the same request could succeed later on a working network: the failures the cache may stand in for.
    var mayPassWithNetwork: Bool {
        switch self {
        case .network, .timedOut, .serverError, .rateLimited: true
        default: false
        }
    }
}
