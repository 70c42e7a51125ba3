import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Synchronization

/// Fetches a snapshot of TMDB's most popular films with their details into a `SnapshotStore`: the ranking from
/// `/discover/movie`, then one `/movie/{id}` request per film with every part appended, at most `perSecond` requests a
/// second and a few at a time. It goes on with an unfinished run, or begins a new one once the last has finished;
/// stopped anywhere (cancelled, or a request failing after the client's retries), it keeps every film it has.
public struct SnapshotFetch: Sendable {
    /// The parts appended to each film's details: what the TMDB game asks for, and TMDB's recommendations.
    public static let appended = TMDBFilmDetails.appended + ["recommendations"]
    /// TMDB's limit is about 40–50 requests a second; half of it leaves room for a game played meanwhile.
    public static let defaultRate = 20
    /// Requests in flight at once: enough to keep to the rate over a slow connection, far below TMDB's 20.
    public static let defaultConnections = 6

    /// Where requests go.
    public let client: TMDBClient
    /// Where the snapshot is kept.
    public let store: SnapshotStore
    /// How many of the most popular films.
    public let films: Int
    /// The region certificates and availability are read for.
    public let region: String
    /// The language of titles and overviews.
    public var language = TMDBDealOptions().language
    /// The fewest votes a film needs to be listed, as the TMDB game deals: unreleased films have none.
    public var voteCountFloor = TMDBDealOptions().voteCountFloor
    /// Spaces the requests.
    public var pacer = RequestPacer(perSecond: defaultRate)
    /// Requests in flight at once.
    public var connections = defaultConnections
    /// The time stamped on the run and its films.
    public var now: @Sendable () -> Date = Date.init
    /// Reads one film's details: the decoding a new FilmSwipe improves, and every kept answer is read again with.
    public var decode: @Sendable (Data, String) throws -> (film: Film, recommendations: [Int]) = SnapshotDecoding.decode
    /// The version of `decode`.
    public var decoding = SnapshotDecoding.version

    /// A fetch of the `films` most popular films for `region` through `client` into `store`.
    public init(client: TMDBClient, store: SnapshotStore, films: Int, region: String) {
        self.client = client
        self.store = store
        self.films = films
        self.region = region
    }

    /// Runs until the snapshot holds the films asked for, telling `report` how it goes; returns what it holds.
    @discardableResult
    public func run(report: @escaping @Sendable (SnapshotFetchEvent) -> Void = { _ in }) async throws -> SnapshotSummary {
        var summary = try await prepare(report: report)
        try await list(summary.run, report: report)
        try await fetchDetails(done: summary.fetchedThisRun, report: report)
        try await store.complete(at: now())
        summary = try store.summary()!
        return summary
    }

    // Goes on with an unfinished run for the same region, else begins a new one; kept answers decoded with an older
    // decoding are read again first.
    private func prepare(report: @Sendable (SnapshotFetchEvent) -> Void) async throws -> SnapshotSummary {
        if let summary = try store.summary() {
            if summary.run.decoding != decoding { try await redecode(report: report) }
            if !summary.run.isComplete, summary.run.region == region {
                if summary.run.filmsWanted != films { try await store.setFilmsWanted(films) }
                report(.resuming(have: summary.fetchedThisRun, films: films, region: region))
                return try store.summary()!
            }
            try await store.begin(SnapshotRun(region: region, language: language, filmsWanted: films, startedAt: now(), decoding: decoding))
            report(.refreshing(kept: summary.films, films: films, region: region, previousRegion: summary.run.region))
        } else {
            try await store.begin(SnapshotRun(region: region, language: language, filmsWanted: films, startedAt: now(), decoding: decoding))
            report(.beginning(films: films, region: region))
        }
        return try store.summary()!
    }

    private func redecode(report: @Sendable (SnapshotFetchEvent) -> Void) async throws {
        let region = try store.summary()?.run.region ?? region
        let kept = try store.keptDetails()
        let films = kept.compactMap { entry -> SnapshotFilm? in
            guard let decoded = try? decode(entry.details, region) else { return nil }
            return SnapshotFilm(film: decoded.film, recommendations: decoded.recommendations, rank: entry.rank, fetchedAt: entry.fetchedAt)
        }
        try await store.redecoded(films, decoding: decoding)
        report(.redecoded(films: films.count))
    }

    // Lists the ranking page by page until it has the films wanted or TMDB has no more.
    private func list(_ run: SnapshotRun, report: @Sendable (SnapshotFetchEvent) -> Void) async throws {
        var page = run.pagesListed
        var lastPage = run.lastPage ?? TMDBFilmRepository.pageLimit
        let pagesWanted = { min(lastPage, (films + 19) / 20) }
        while try store.listedCount() < films, page < lastPage {
            page += 1
            try await pacer.take()
            let data = try await client.data(for: discoverRequest(page: page))
            let listed: MoviePageObject
            do {
                listed = try MoviePageReader.read(data, skippingBadEntries: true)
            } catch {
                throw TMDBError.malformedResponse(path: "/discover/movie", reason: "page \(page) is not a page of films")
            }
            lastPage = min(max(1, listed.totalPages), TMDBFilmRepository.pageLimit)
            try await store.addListing(page: page, ids: listed.results.map(\.id), lastPage: lastPage)
            report(.listed(page: page, pages: max(page, pagesWanted())))
            if listed.results.isEmpty { break }
        }
    }

    private func discoverRequest(page: Int) -> TMDBRequest {
        TMDBRequest(.get, "/discover/movie", query: [
            .init(name: "sort_by", value: "popularity.desc"),
            .init(name: "vote_count.gte", value: String(voteCountFloor)),
            .init(name: "include_adult", value: "false"),
            .init(name: "language", value: language),
            .init(name: "page", value: String(page)),
        ])
    }

    // Fetches the films still to fetch, a few at a time, in rank order; the first failure stops them all, each film
    // already saved staying saved.
    private func fetchDetails(done: Int, report: @escaping @Sendable (SnapshotFetchEvent) -> Void) async throws {
        let count = Mutex(done)
        let fetchCounted = { @Sendable (film: (id: Int, rank: Int)) async throws in
            guard try await fetchFilm(id: film.id, rank: film.rank) else { return }
            let done = count.withLock { count in
                count += 1
                return count
            }
            report(.fetched(done: done, films: films))
        }
        while true {
            let batch = try store.pending(limit: 100)
            if batch.isEmpty { return }
            try await withThrowingTaskGroup(of: Void.self) { group in
                var waiting = batch.makeIterator()
                for _ in 0..<max(1, connections) {
                    guard let film = waiting.next() else { break }
                    group.addTask { try await fetchCounted(film) }
                }
                while try await group.next() != nil {
                    if let film = waiting.next() { group.addTask { try await fetchCounted(film) } }
                }
            }
        }
    }

    // One film: fetched, trimmed, decoded and saved; false when TMDB no longer has it, or its answer does not read (one
    // odd film must not stop the snapshot: it is left out, and the run goes on).
    private func fetchFilm(id: Int, rank: Int) async throws -> Bool {
        try await pacer.take()
        let request = TMDBRequest(.get, "/movie/\(id)", query: [
            .init(name: "append_to_response", value: Self.appended.joined(separator: ",")),
            .init(name: "language", value: language),
        ])
        let data: Data
        do {
            data = try await client.data(for: request)
        } catch TMDBError.notFound {
            try await store.markGone(id)
            return false
        }
        guard let trimmed = TMDBDetailsTrim.trim(data, region: region),
              let decoded = try? decode(trimmed, region), decoded.film.id.value == id
        else {
            try await store.markGone(id)
            return false
        }
        let film = SnapshotFilm(film: decoded.film, recommendations: decoded.recommendations, rank: rank, fetchedAt: now())
        try await store.save(film, details: trimmed)
        return true
    }
}
