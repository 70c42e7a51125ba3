@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport

/// A stub server and clients for it with tiny, recorded retry waits.
struct TMDBTestBed {
    /// The stub all clients talk to; it serves until the test is done with the bed, however slow the test runs.
    var server: TMDBStubServer { lease.server }
    /// Every wait a client asked for, in order.
    let sleeps = Locked<[Duration]>([])
    private let lease: StubLease

    /// Starts a stub serving `catalogue`.
    init(catalogue: StubCatalogue = StubCatalogue()) throws {
        lease = StubLease(try TMDBStubServer(catalogue: catalogue, idleTimeout: nil))
    }

    /// A client configuration whose waits are recorded and take a millisecond.
    func configuration(requestTimeout: TimeInterval = 5, maxRetries: Int = 3) -> TMDBClientConfiguration {
        var configuration = TMDBClientConfiguration()
        configuration.connectTimeout = 2
        configuration.requestTimeout = requestTimeout
        configuration.maxRetries = maxRetries
        configuration.baseRetryDelay = .milliseconds(1)
        configuration.maxRetryDelay = .milliseconds(4)
        let sleeps = sleeps
        configuration.sleep = { duration in
            sleeps.withLock { $0.append(duration) }
            try await Task.sleep(for: .milliseconds(1))
        }
        return configuration
    }

    /// A client of the stub; the stub's own token and no session unless told.
    func client(
        credential: TMDBCredential = .accessToken(TMDBStubServer.token),
        sessionID: String? = nil,
        configuration: TMDBClientConfiguration? = nil
    ) throws -> TMDBClient {
        let settings = try TMDBSettings(baseURL: server.baseURL, credential: credential, sessionID: sessionID)
        return TMDBClient(settings: settings, configuration: configuration ?? self.configuration())
    }

    /// A repository over a client of the stub.
    func repository(sessionID: String? = nil) throws -> TMDBFilmRepository {
        TMDBFilmRepository(client: try client(sessionID: sessionID))
    }

    /// The error `body` throws, or `nil`.
    static func error(_ body: () async throws -> Void) async -> Error? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }
}

extension Film {
    /// A TMDB film with only an id and title, as a reaction needs.
    static func tmdb(_ id: Int) -> Film {
        Film(id: FilmID(source: .tmdb, value: id), title: "Film \(id)")
    }
}
