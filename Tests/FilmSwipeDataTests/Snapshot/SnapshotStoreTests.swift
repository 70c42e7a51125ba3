import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Snapshot store")
struct SnapshotStoreTests {
    static let start = Date(timeIntervalSince1970: 1_760_000_000)

    static func run(films: Int, region: String = "GB", at date: Date = start) -> SnapshotRun {
        SnapshotRun(region: region, language: "en-US", filmsWanted: films, startedAt: date, decoding: 1)
    }

    static func film(_ id: Int, rank: Int, at date: Date = start.addingTimeInterval(1)) -> SnapshotFilm {
        var film = Film(id: FilmID(source: .tmdb, value: id), title: "Film \(id)", year: 2024, overview: "About \(id).",
                        genres: ["Drama"], runtime: 101, rating: 7.5, ratingCount: 900, posterPath: "/p\(id).jpg")
        film.certificate = "15"
        film.people = FilmPeople(directors: ["Director \(id)"], cast: ["Lead \(id)", "Second \(id)"])
        film.availability = FilmAvailability(region: "GB", stream: [WatchProvider(id: 8, name: "Netflix")], rent: [WatchProvider(id: 2, name: "Apple TV")],
                                             link: "https://www.themoviedb.org/movie/\(id)/watch?locale=GB")
        film.trailerURL = "https://www.youtube.com/watch?v=t\(id)"
        film.pageURL = "https://www.themoviedb.org/movie/\(id)"
        return SnapshotFilm(film: film, recommendations: [id + 1, id + 2], rank: rank, fetchedAt: date)
    }

    @Test("a film comes back as saved: people, certificate, availability, trailer, page and recommendations")
    func roundTrip() async throws {
        let folder = try TemporaryDatabase()
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder.folder))
        try await store.begin(Self.run(films: 1))
        try await store.addListing(page: 1, ids: [7], lastPage: 1)
        let saved = Self.film(7, rank: 1)

        try await store.save(saved, details: Data("{}".utf8))

        #expect(try store.films() == [saved])
        #expect(try SnapshotStore(url: SnapshotStore.url(in: folder.folder)).films() == [saved])
    }

    @Test("the ranking keeps a film's first place when a later page lists it again, and films wait in rank order")
    func listing() async throws {
        let folder = try TemporaryDatabase()
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder.folder))
        try await store.begin(Self.run(films: 4))

        try await store.addListing(page: 1, ids: [10, 11, 12], lastPage: 9)
        try await store.addListing(page: 2, ids: [12, 13, 14], lastPage: 9)

        #expect(try store.listedCount() == 5)
        #expect(try store.pending(limit: 10).map(\.id) == [10, 11, 12, 13])
        #expect(try store.pending(limit: 10).map(\.rank) == [1, 2, 3, 4])
        #expect(try store.summary()?.run.pagesListed == 2)
        #expect(try store.summary()?.run.lastPage == 9)

        try await store.save(Self.film(11, rank: 2), details: Data())
        try await store.markGone(12)

        #expect(try store.pending(limit: 10).map(\.id) == [10, 13, 14])
        #expect(try store.summary()?.gone == 1)
    }

    @Test("a new run fetches again what an earlier one fetched, keeping it meanwhile; at its end films no longer wanted go")
    func newRun() async throws {
        let folder = try TemporaryDatabase()
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder.folder))
        try await store.begin(Self.run(films: 2))
        try await store.addListing(page: 1, ids: [1, 2], lastPage: 1)
        try await store.save(Self.film(1, rank: 1), details: Data())
        try await store.save(Self.film(2, rank: 2), details: Data())
        try await store.complete(at: Self.start.addingTimeInterval(2))
        let later = Self.start.addingTimeInterval(86_400)

        try await store.begin(Self.run(films: 2, at: later))
        try await store.addListing(page: 1, ids: [3, 1], lastPage: 1)

        #expect(try store.films().map(\.film.id.value) == [1, 2])
        #expect(try store.pending(limit: 10).map(\.id) == [3, 1])
        #expect(try store.summary()?.run.isComplete == false)

        try await store.save(Self.film(3, rank: 1, at: later.addingTimeInterval(1)), details: Data())
        try await store.save(Self.film(1, rank: 2, at: later.addingTimeInterval(1)), details: Data())
        try await store.complete(at: later.addingTimeInterval(2))

        #expect(try store.films().map(\.film.id.value) == [3, 1])
        #expect(try store.summary()?.fetchedThisRun == 2)
        #expect(try store.summary()?.run.isComplete == true)
    }

    @Test("a snapshot is old once its oldest film is more than 30 days old")
    func age() throws {
        let summary = SnapshotSummary(run: Self.run(films: 1), films: 1, fetchedThisRun: 1, gone: 0, oldestFetch: Self.start)

        #expect(!summary.isStale(at: Self.start.addingTimeInterval(30 * 86_400)))
        #expect(summary.isStale(at: Self.start.addingTimeInterval(31 * 86_400)))
        #expect(summary.ageInDays(at: Self.start.addingTimeInterval(31 * 86_400 + 5)) == 31)
    }

    @Test("times are kept as seconds since 1970, as every FilmSwipe has written them, and read back to the second")
    func timesAsSeconds() async throws {
        let folder = try TemporaryDatabase()
        let url = SnapshotStore.url(in: folder.folder)
        let store = try SnapshotStore(url: url)
        try await store.begin(Self.run(films: 1))
        try await store.addListing(page: 1, ids: [7], lastPage: 1)
        try await store.save(Self.film(7, rank: 1), details: Data())
        try await store.complete(at: Self.start.addingTimeInterval(2))
        let queue = try DatabaseQueue(path: url.path)
        let kinds = try await queue.read { db in
            try String.fetchAll(db, sql: """
                SELECT typeof(started_at) FROM snapshot_run UNION ALL SELECT typeof(completed_at) FROM snapshot_run
                UNION ALL SELECT typeof(fetched_at) FROM snapshot_film
                """)
        }
        try queue.close()

        #expect(kinds == ["real", "real", "real"])
        let summary = try #require(try store.summary())
        #expect(summary.run.startedAt == Self.start && summary.run.completedAt == Self.start.addingTimeInterval(2))
        #expect(summary.fetchedThisRun == 1 && summary.oldestFetch == Self.start.addingTimeInterval(1))
        #expect(try store.films().map(\.fetchedAt) == [Self.start.addingTimeInterval(1)])
    }

    @Test("a row edited into something else is left out, and text with escapes is cleaned")
    func hostileRows() async throws {
        let folder = try TemporaryDatabase()
        let url = SnapshotStore.url(in: folder.folder)
        let store = try SnapshotStore(url: url)
        try await store.begin(Self.run(films: 2))
        try await store.addListing(page: 1, ids: [1, 2], lastPage: 1)
        try await store.save(Self.film(1, rank: 1), details: Data())
        try await store.save(Self.film(2, rank: 2), details: Data())
        let queue = try DatabaseQueue(path: url.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE snapshot_film SET film = 'not json' WHERE tmdb_id = 1")
            try db.execute(sql: "UPDATE snapshot_film SET film = replace(film, 'Film 2', 'Film\\u001b[31m 2') WHERE tmdb_id = 2")
        }
        try queue.close()

        #expect(try store.films().map(\.film.title) == ["Film 2"])
    }

    @Test("a search over the snapshot's films finds them by any part of the title, as `/` does")
    func search() async throws {
        let folder = try TemporaryDatabase()
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder.folder))
        try await store.begin(Self.run(films: 2))
        try await store.addListing(page: 1, ids: [1, 2], lastPage: 1)
        try await store.save(Self.film(1, rank: 1), details: Data())
        try await store.save(Self.film(2, rank: 2), details: Data())
        let search = CatalogueSearch { try store.films().map(\.film) }

        #expect(try await search.films(matching: "film 2", limit: 5).map(\.id.value) == [2])
    }
}
