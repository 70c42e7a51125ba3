@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB page cache")
struct TMDBPageCacheTests {
    /// The ways TMDB can be out of reach for a restarted game.
    enum Outage: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case stopped, failing, droppingConnections

        var testDescription: String { rawValue }

        func play(on bed: TMDBTestBed) async throws {
            switch self {
            case .stopped:
                bed.server.stop()
                // The listener closes within a poll interval; until then a connection could still be served.
                try await Task.sleep(for: .milliseconds(200))
            case .failing:
                bed.server.script(.internalError, for: "/", times: nil)
            case .droppingConnections:
                bed.server.script(.dropConnection, for: "/", times: nil)
            }
        }
    }

    /// Answers that more network would not change.
    enum Refusal: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case notFound, unprocessable, malformed

        var testDescription: String { rawValue }

        var fault: StubFault {
            switch self {
            case .notFound: .respond(TMDBStubServer.notFound)
            case .unprocessable: .respond(.json(422, #"{"errors":["page must be less than or equal to 500"]}"#))
            case .malformed: .malformedJSON
            }
        }

        func matches(_ error: Error?) -> Bool {
            switch (self, error as? TMDBError) {
            case (.notFound, .notFound(path: "/discover/movie")?): true
            case (.unprocessable, .unprocessable(path: "/discover/movie", _)?): true
            case (.malformed, .malformedResponse(path: "/discover/movie", _)?): true
            default: false
            }
        }
    }

    static let internalError = TMDBError.serverError(
        path: "/discover/movie", httpStatus: 500, statusCode: 11, message: "Internal error: Something went wrong, contact TMDB"
    )

    @Test("after a restart without TMDB, pages 1 and 2 are dealt from the cache, without the films reacted to", arguments: Outage.allCases)
    func restartOffline(outage: Outage) async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let before = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        let first = try await before.recommendations(page: 1)
        let second = try await before.recommendations(page: 2)
        await before.cancelPrefetch()
        try await outage.play(on: bed)

        let reacted = [first.films[1].id, first.films[5].id, second.films[0].id]
        let after = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        await after.exclude(reacted)
        let firstAgain = try await after.recommendations(page: 1)
        let firstOffline = await after.isOffline
        let secondAgain = try await after.recommendations(page: 2)

        let reactedIDs = Set(reacted.map(\.value))
        #expect(firstAgain.films.map(\.id.value) == first.films.map(\.id.value).filter { !reactedIDs.contains($0) })
        #expect(secondAgain.films.map(\.id.value) == second.films.map(\.id.value).filter { !reactedIDs.contains($0) })
        #expect(firstAgain.films.count == 18)
        #expect(firstAgain.films.first?.genres == ["Action", "Science Fiction"])
        #expect(firstAgain.lastPage == 500)
        #expect(firstOffline)
        #expect(await after.isOffline)
        await after.cancelPrefetch()
    }

    @Test("once TMDB answers again, pages are fresh and the repository is no longer offline")
    func backOnline() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let repository = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        _ = try await repository.recommendations(page: 1)
        let onlineAtFirst = await repository.isOffline
        bed.server.script(.internalError, for: "/discover/movie", times: nil)

        let again = try await repository.recommendations(page: 1)
        let offline = await repository.isOffline
        bed.server.clearScript()
        let second = try await repository.recommendations(page: 2)

        #expect(!onlineAtFirst)
        #expect(again.films.isEmpty)
        #expect(offline)
        #expect(second.films.map(\.id.value) == (0..<20).map { StubCatalogue.discoverID(page: 2, index: $0) })
        #expect(await !repository.isOffline)
        await repository.cancelPrefetch()
    }

    @Test("on a network that hangs, kept pages are dealt after one brief try, not after every timeout and retry", .timeLimit(.minutes(10)))
    func hangingNetwork() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        // Full tries would take 4 × 100 s, past the test's time limit; only the brief try of 1 s can answer in time.
        var configuration = bed.configuration(requestTimeout: 100, maxRetries: 3)
        configuration.briefTimeout = 1
        let first = TMDBFilmRepository(client: try bed.client(configuration: configuration), cache: TMDBPageCache(folder: folder))
        let dealt = try await first.recommendations(page: 1)
        await first.cancelPrefetch()
        bed.server.script(.delay(600), for: "/", times: nil)
        let restarted = TMDBFilmRepository(client: try bed.client(configuration: configuration), cache: TMDBPageCache(folder: folder))

        let page = try await restarted.recommendations(page: 1)

        #expect(page.films.map(\.id) == dealt.films.map(\.id))
        #expect(page.isSavedCopy)
        bed.server.stop()
        await restarted.cancelPrefetch()
    }

    @Test("with nothing cached for the request, the network's error is thrown as before")
    func nothingCached() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let empty = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder.appendingPathComponent("empty")))
        let filled = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        _ = try await filled.recommendations(page: 1)
        await filled.cancelPrefetch()
        bed.server.script(.internalError, for: "/", times: nil)

        let withEmptyCache = await TMDBTestBed.error { _ = try await empty.recommendations(page: 1) }
        let uncachedPage = await TMDBTestBed.error { _ = try await filled.recommendations(page: 5) }
        let withoutCache = await TMDBTestBed.error { _ = try await bed.repository().recommendations(page: 1) }

        #expect(withEmptyCache as? TMDBError == .serverError(
            path: "/genre/movie/list", httpStatus: 500, statusCode: 11, message: "Internal error: Something went wrong, contact TMDB"
        ))
        #expect(withEmptyCache as? TMDBError == withoutCache as? TMDBError)
        #expect(uncachedPage as? TMDBError == Self.internalError)
        await filled.cancelPrefetch()
        await empty.cancelPrefetch()
    }

    @Test("a rejected credential (401) is thrown even when every page is cached")
    func rejectedCredential() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let before = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        _ = try await before.recommendations(page: 1)
        await before.cancelPrefetch()

        let wrong = TMDBFilmRepository(client: try bed.client(credential: .accessToken("wrong")), cache: TMDBPageCache(folder: folder))
        let error = await TMDBTestBed.error { _ = try await wrong.recommendations(page: 1) }

        #expect(error as? TMDBError == .credentialsRejected(statusCode: 7))
        #expect(await !wrong.isOffline)
        await wrong.cancelPrefetch()
    }

    @Test("a 404, a 422 or a malformed page is never hidden by the cache, nor replaces the page kept", arguments: Refusal.allCases)
    func refusalNotHidden(refusal: Refusal) async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let before = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        let first = try await before.recommendations(page: 1)
        await before.cancelPrefetch()

        bed.server.script(refusal.fault, for: "/discover/movie")
        let after = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        let error = await TMDBTestBed.error { _ = try await after.recommendations(page: 1) }
        bed.server.script(.internalError, for: "/discover/movie", times: nil)
        let keeper = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        let kept = try await keeper.recommendations(page: 1)
        await after.cancelPrefetch()
        await keeper.cancelPrefetch()

        #expect(refusal.matches(error), "got \(String(describing: error))")
        #expect(kept.films.map(\.id.value) == first.films.map(\.id.value))
    }

    @Test("a cache file that no longer reads gives the network's own error, not a crash", arguments: [
        Data(), Data("{not json".utf8), Data(#"{"genres":[]}"#.utf8), Data(#"{"results":[{"id":"x"}]}"#.utf8), Data([0xFF, 0x00, 0xFE]),
    ])
    func garbageFile(garbage: Data) async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let before = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        _ = try await before.recommendations(page: 1)
        await before.cancelPrefetch()
        // Every page is spoiled; the genre list is left whole so the deal reaches the page.
        for file in try Self.cacheFiles(in: folder) where !(try Data(contentsOf: file)).starts(with: Data(#"{"genres""#.utf8)) {
            try garbage.write(to: file)
        }
        bed.server.script(.internalError, for: "/", times: nil)

        let after = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))
        let error = await TMDBTestBed.error { _ = try await after.recommendations(page: 1) }

        #expect(error as? TMDBError == Self.internalError)
        await after.cancelPrefetch()
    }

    @Test("a cache that cannot be written never fails the deal")
    func unwritableCache() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a file, not a folder".utf8).write(to: folder)
        let bed = try TMDBTestBed()
        let repository = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder))

        let page = try await repository.recommendations(page: 1)

        #expect(page.films.count == 20)
        #expect(try Data(contentsOf: folder) == Data("a file, not a folder".utf8))
        await repository.cancelPrefetch()
    }

    @Test("the cache folder never holds more than its limit, and the oldest answers go first")
    func limit() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TMDBPageCache(folder: folder, limit: 3)
        let requests = (1...8).map { TMDBRequest(.get, "/discover/movie", query: [.init(name: "page", value: String($0))]) }

        var counts: [Int] = []
        for (index, request) in requests.enumerated() {
            cache.store(Data("page \(index + 1)".utf8), for: request)
            counts.append(try Self.cacheFiles(in: folder).count)
            // Modification dates are only as fine as the kernel's clock tick.
            try await Task.sleep(for: .milliseconds(20))
        }

        #expect(counts == [1, 2, 3, 3, 3, 3, 3, 3])
        #expect(requests.map { cache.cached(for: $0) != nil } == [false, false, false, false, false, true, true, true])
        #expect(cache.cached(for: requests[7]) == Data("page 8".utf8))
    }

    @Test("a repository dealing many pages keeps the folder within the limit")
    func repositoryLimit() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bed = try TMDBTestBed()
        let repository = TMDBFilmRepository(client: try bed.client(), cache: TMDBPageCache(folder: folder, limit: 4))
        await repository.noteFavourite(FilmID(source: .tmdb, value: 100))

        var counts: [Int] = []
        for page in 1...6 {
            _ = try await repository.recommendations(page: page)
            counts.append(try Self.cacheFiles(in: folder).count)
        }
        await repository.cancelPrefetch()

        #expect(counts.allSatisfy { $0 <= 4 })
        #expect(counts.last == 4)
    }

    @Test("cached files are 0600 in a 0700 folder and hold no token, API key or session id", arguments: [
        TMDBCredential.apiKey(TMDBStubServer.apiKey), .accessToken(TMDBStubServer.token),
    ])
    func noSecrets(credential: TMDBCredential) async throws {
        let root = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("tmdb-cache")
        let bed = try TMDBTestBed()
        let client = try bed.client(credential: credential, sessionID: TMDBStubServer.sessionID)
        let repository = TMDBFilmRepository(client: client, cache: TMDBPageCache(folder: folder))
        await repository.noteFavourite(FilmID(source: .tmdb, value: 100))
        for page in 1...2 { _ = try await repository.recommendations(page: page) }
        await repository.cancelPrefetch()

        let files = try Self.cacheFiles(in: folder)
        let secrets = [TMDBStubServer.token, TMDBStubServer.apiKey, TMDBStubServer.sessionID].map { Data($0.utf8) }
        #expect(files.count >= 4)
        #expect(try Self.permissions(of: folder) == 0o700)
        for file in files {
            let bytes = try Data(contentsOf: file)
            #expect(try Self.permissions(of: file) == 0o600, "\(file.lastPathComponent)")
            #expect(secrets.filter { bytes.range(of: $0) != nil }.isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("one answer per request, whatever the order of its query; other methods are never kept")
    func keys() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TMDBPageCache(folder: folder)
        let ordered = TMDBRequest(.get, "/discover/movie", query: [.init(name: "language", value: "en-US"), .init(name: "page", value: "1")])
        let shuffled = TMDBRequest(.get, "/discover/movie", query: [.init(name: "page", value: "1"), .init(name: "language", value: "en-US")])
        let otherPage = TMDBRequest(.get, "/discover/movie", query: [.init(name: "language", value: "en-US"), .init(name: "page", value: "2")])
        // `&` inside a value must not read as a second parameter.
        let smuggled = TMDBRequest(.get, "/discover/movie", query: [.init(name: "language", value: "en-US&page=1")])
        let post = TMDBRequest(.post, "/movie/550/rating", body: Data(#"{"value":1.0}"#.utf8))

        cache.store(Data("page one".utf8), for: ordered)
        cache.store(Data("rated".utf8), for: post)

        #expect(cache.cached(for: shuffled) == Data("page one".utf8))
        #expect(cache.cached(for: otherPage) == nil)
        #expect(cache.cached(for: smuggled) == nil)
        #expect(cache.cached(for: post) == nil)
        #expect(try Self.cacheFiles(in: folder).map(\.lastPathComponent) == [TMDBPageCache.fileName(for: ordered)])
        #expect(TMDBPageCache.fileName(for: ordered).wholeMatch(of: /[0-9a-f]{16}\.json/) != nil)
    }

    @Test("the file name hash is 64-bit FNV-1a")
    func fnv1a() {
        #expect(TMDBPageCache.fnv1a(Data()) == 0xcbf2_9ce4_8422_2325)
        #expect(TMDBPageCache.fnv1a(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(TMDBPageCache.fnv1a(Data("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    private static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("TMDBPageCacheTests-\(UUID().uuidString)")
    }

    /// The answers in the cache folder (not a writer's hidden partial files).
    private static func cacheFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
    }

    private static func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }
}
