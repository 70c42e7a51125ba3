import FilmSwipeDomain
import Foundation
import GRDB

/// A snapshot of TMDB's most popular films in `snapshot.sqlite` in the data folder, to play offline. A run lists TMDB's
/// popularity ranking page by page, then fetches each film's details in rank order; every page and every film is
/// committed on its own, so a run stopped anywhere (Ctrl-C, a failure, `kill -9`) keeps all it fetched and the next
/// one goes on from there. A new run replaces films as it fetches them, so the snapshot plays meanwhile.
public final class SnapshotStore: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "snapshot.sqlite"

    /// Where the file is.
    public let url: URL
    private let pool: DatabasePool

    /// Opens (creating) the snapshot at `url`, as every store opens (see `StoreDatabase`).
    public init(url: URL) throws(SnapshotOpenError) {
        self.url = url
        pool = try StoreDatabase<SnapshotSchema>.open(url)
    }

    /// The snapshot's place in `folder`.
    public static func url(in folder: URL) -> URL {
        folder.appendingPathComponent(fileName)
    }

    /// Whether a snapshot file is at `url`.
    public static func exists(at url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    // MARK: The run

    /// Every film of the snapshot at `url`, and the region they were fetched for ("" when no run is recorded).
    public static func films(at url: URL) throws -> (films: [SnapshotFilm], region: String) {
        let store = try SnapshotStore(url: url)
        return (try store.films(), try store.summary()?.run.region ?? "")
    }

    /// The run and what it has fetched so far; nil before the first run began.
    public func summary() throws -> SnapshotSummary? {
        try pool.read { db in
            guard let run = try Self.run(db) else { return nil }
            let fetchedAt = SnapshotFilmRow.Columns.fetchedAt
            let films = try SnapshotFilmRow.fetchCount(db)
            let fresh = try SnapshotFilmRow.filter(fetchedAt >= run.startedAt.timeIntervalSince1970).fetchCount(db)
            let gone = try SnapshotListingRow.filter(SnapshotListingRow.Columns.gone).fetchCount(db)
            let oldest = try SnapshotFilmRow.select(min(fetchedAt), as: Double.self).fetchOne(db)
            return SnapshotSummary(run: run, films: films, fetchedThisRun: fresh, gone: gone, oldestFetch: oldest.map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// Begins `run`, forgetting the last run's listing; the films kept stay until this run fetches them again.
    public func begin(_ run: SnapshotRun) async throws {
        try await pool.write { db in
            try SnapshotListingRow.deleteAll(db)
            try SnapshotRunRow(run).upsert(db)
        }
    }

    /// Changes how many films the unfinished run fetches.
    public func setFilmsWanted(_ count: Int) async throws {
        try await pool.write { db in
            try SnapshotRunRow.updateAll(db, SnapshotRunRow.Columns.filmsWanted.set(to: count))
        }
    }

    /// Records page `page` of the ranking, listing `ids` after those already listed (a film listed on an earlier page
    /// keeps its first place), and the last page TMDB says there is.
    public func addListing(page: Int, ids: [Int], lastPage: Int) async throws {
        try await pool.write { db in
            var rank = (try SnapshotListingRow.select(max(SnapshotListingRow.Columns.rank), as: Int.self).fetchOne(db) ?? 0) + 1
            for id in ids {
                try SnapshotListingRow(rank: rank, tmdbID: id, gone: false).insert(db, onConflict: .ignore)
                if db.changesCount > 0 { rank += 1 }
            }
            try SnapshotRunRow.updateAll(db, [SnapshotRunRow.Columns.pagesListed.set(to: page), SnapshotRunRow.Columns.lastPage.set(to: lastPage)])
        }
    }

    /// How many films the run has listed that TMDB still has.
    public func listedCount() throws -> Int {
        try pool.read { db in try SnapshotListingRow.filter(!SnapshotListingRow.Columns.gone).fetchCount(db) }
    }

    /// Up to `limit` films of the run still to fetch, in rank order: among the first `films_wanted` listed that TMDB
    /// still has, those not fetched since the run began.
    public func pending(limit: Int) throws -> [(id: Int, rank: Int)] {
        try pool.read { db in
            guard let run = try Self.run(db) else { return [] }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT alive.tmdb_id AS id, alive.rank AS rank
                    FROM (SELECT tmdb_id, rank, ROW_NUMBER() OVER (ORDER BY rank) AS place FROM snapshot_listing WHERE gone = 0) AS alive
                    LEFT JOIN snapshot_film AS film ON film.tmdb_id = alive.tmdb_id
                    WHERE alive.place <= ? AND (film.tmdb_id IS NULL OR film.fetched_at < ?)
                    ORDER BY alive.rank LIMIT ?
                    """,
                arguments: [run.filmsWanted, run.startedAt.timeIntervalSince1970, limit]
            )
            return rows.map { (id: $0["id"], rank: $0["rank"]) }
        }
    }

    /// Keeps `film` with TMDB's answer `details` (trimmed), replacing what was kept of it.
    public func save(_ film: SnapshotFilm, details: Data) async throws {
        let stored = try Self.encode(film)
        let row = SnapshotFilmRow(
            tmdbID: film.film.id.value, rank: film.rank, film: stored.film, recommendations: stored.recommendations,
            details: details, fetchedAt: film.fetchedAt
        )
        try await pool.write { db in try row.upsert(db) }
    }

    /// Notes that TMDB no longer has film `id` (it answered 404): it is not fetched, and a copy kept from before goes.
    public func markGone(_ id: Int) async throws {
        try await pool.write { db in
            try SnapshotListingRow.filter(SnapshotListingRow.Columns.tmdbID == id).updateAll(db, SnapshotListingRow.Columns.gone.set(to: true))
            try SnapshotFilmRow.deleteOne(db, key: id)
        }
    }

    /// Ends the run at `date`: films outside its first `films_wanted` (those no longer among the most popular, or
    /// beyond a smaller number asked for) go.
    public func complete(at date: Date) async throws {
        try await pool.write { db in
            guard let run = try Self.run(db) else { return }
            let listing = SnapshotListingRow.Columns.self
            let wanted = SnapshotListingRow.select(listing.tmdbID).filter(!listing.gone).order(listing.rank).limit(run.filmsWanted)
            try SnapshotFilmRow.filter(!wanted.contains(SnapshotFilmRow.Columns.tmdbID)).deleteAll(db)
            try SnapshotRunRow.updateAll(db, SnapshotRunRow.Columns.completedAt.set(to: date.timeIntervalSince1970))
        }
    }

    // MARK: The films

    /// The films kept, most popular first; `limit` reads only the first ones. A row that no longer reads is left out.
    public func films(limit: Int? = nil) throws -> [SnapshotFilm] {
        try pool.read { db in
            let columns = SnapshotFilmRow.Columns.self
            var request = SnapshotFilmEntry.order(columns.rank, columns.tmdbID)
            if let limit { request = request.limit(limit) }
            let entries = try request.fetchCursor(db)
            let decoder = JSONDecoder()
            var films: [SnapshotFilm] = []
            while let entry = try entries.next() {
                guard let stored = try? decoder.decode(StoredSnapshotFilm.self, from: Data(entry.film.utf8)), stored.id == entry.tmdbID else { continue }
                let ids = (try? decoder.decode([Int].self, from: Data(entry.recommendations.utf8))) ?? []
                films.append(SnapshotFilm(film: stored.film, recommendations: ids, rank: entry.rank, fetchedAt: entry.fetchedAt))
            }
            return films
        }
    }

    /// TMDB's answers kept for every film, with each film's rank and fetch time: for decoding them again.
    public func keptDetails() throws -> [(id: Int, rank: Int, fetchedAt: Date, details: Data)] {
        try pool.read { db in
            try SnapshotFilmRow.order(SnapshotFilmRow.Columns.rank).fetchAll(db).map { row in
                (id: row.tmdbID, rank: row.rank, fetchedAt: row.fetchedAt, details: row.details)
            }
        }
    }

    /// Replaces the decoded films with `films` (same ids, decoded again from their kept answers) and records `decoding`.
    public func redecoded(_ films: [SnapshotFilm], decoding: Int) async throws {
        let encoded = try films.map { (id: $0.film.id.value, stored: try Self.encode($0)) }
        try await pool.write { db in
            let columns = SnapshotFilmRow.Columns.self
            for film in encoded {
                try SnapshotFilmRow.filter(key: film.id).updateAll(db, [
                    columns.film.set(to: film.stored.film), columns.recommendations.set(to: film.stored.recommendations),
                ])
            }
            try SnapshotRunRow.updateAll(db, SnapshotRunRow.Columns.decoding.set(to: decoding))
        }
    }

    private static func encode(_ film: SnapshotFilm) throws -> (film: String, recommendations: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let filmText = String(decoding: try encoder.encode(StoredSnapshotFilm(film.film)), as: UTF8.self)
        let ids = String(decoding: try encoder.encode(film.recommendations), as: UTF8.self)
        return (filmText, ids)
    }

    private static func run(_ db: Database) throws -> SnapshotRun? {
        try SnapshotRunRow.fetchOne(db, key: SnapshotRunRow.key)?.run
    }
}
