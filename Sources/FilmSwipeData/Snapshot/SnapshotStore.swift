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

    /// The run and what it has fetched so far; nil before the first run began.
    public func summary() throws -> SnapshotSummary? {
        try pool.read { db in
            guard let run = try Self.run(db) else { return nil }
            let films = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot_film") ?? 0
            let fresh = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot_film WHERE fetched_at >= ?", arguments: [run.startedAt.timeIntervalSince1970]) ?? 0
            let gone = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot_listing WHERE gone = 1") ?? 0
            let oldest = try Double.fetchOne(db, sql: "SELECT MIN(fetched_at) FROM snapshot_film")
            return SnapshotSummary(run: run, films: films, fetchedThisRun: fresh, gone: gone, oldestFetch: oldest.map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// Begins `run`, forgetting the last run's listing; the films kept stay until this run fetches them again.
    public func begin(_ run: SnapshotRun) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM snapshot_listing")
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO snapshot_run
                        (id, region, language, films_wanted, started_at, completed_at, pages_listed, last_page, decoding)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [run.region, run.language, run.filmsWanted, run.startedAt.timeIntervalSince1970,
                            run.completedAt?.timeIntervalSince1970, run.pagesListed, run.lastPage, run.decoding]
            )
        }
    }

    /// Changes how many films the unfinished run fetches.
    public func setFilmsWanted(_ count: Int) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE snapshot_run SET films_wanted = ?", arguments: [count])
        }
    }

    /// Records page `page` of the ranking, listing `ids` after those already listed (a film listed on an earlier page
    /// keeps its first place), and the last page TMDB says there is.
    public func addListing(page: Int, ids: [Int], lastPage: Int) async throws {
        try await pool.write { db in
            var rank = (try Int.fetchOne(db, sql: "SELECT MAX(rank) FROM snapshot_listing") ?? 0) + 1
            for id in ids {
                try db.execute(sql: "INSERT OR IGNORE INTO snapshot_listing (rank, tmdb_id) VALUES (?, ?)", arguments: [rank, id])
                if db.changesCount > 0 { rank += 1 }
            }
            try db.execute(sql: "UPDATE snapshot_run SET pages_listed = ?, last_page = ?", arguments: [page, lastPage])
        }
    }

    /// How many films the run has listed that TMDB still has.
    public func listedCount() throws -> Int {
        try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot_listing WHERE gone = 0") ?? 0 }
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
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO snapshot_film (tmdb_id, rank, film, recommendations, details, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (tmdb_id) DO UPDATE SET rank = excluded.rank, film = excluded.film,
                        recommendations = excluded.recommendations, details = excluded.details, fetched_at = excluded.fetched_at
                    """,
                arguments: [film.film.id.value, film.rank, stored.film, stored.recommendations, details, film.fetchedAt.timeIntervalSince1970]
            )
        }
    }

    /// Notes that TMDB no longer has film `id` (it answered 404): it is not fetched, and a copy kept from before goes.
    public func markGone(_ id: Int) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE snapshot_listing SET gone = 1 WHERE tmdb_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM snapshot_film WHERE tmdb_id = ?", arguments: [id])
        }
    }

    /// Ends the run at `date`: films outside its first `films_wanted` (those no longer among the most popular, or
    /// beyond a smaller number asked for) go.
    public func complete(at date: Date) async throws {
        try await pool.write { db in
            guard let run = try Self.run(db) else { return }
            try db.execute(
                sql: """
                    DELETE FROM snapshot_film WHERE tmdb_id NOT IN (
                        SELECT tmdb_id FROM snapshot_listing WHERE gone = 0 ORDER BY rank LIMIT ?)
                    """,
                arguments: [run.filmsWanted]
            )
            try db.execute(sql: "UPDATE snapshot_run SET completed_at = ?", arguments: [date.timeIntervalSince1970])
        }
    }

    // MARK: The films

    /// The films kept, most popular first; `limit` reads only the first ones. A row that no longer reads is left out.
    public func films(limit: Int? = nil) throws -> [SnapshotFilm] {
        try pool.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT tmdb_id, rank, film, recommendations, fetched_at FROM snapshot_film ORDER BY rank, tmdb_id LIMIT ?",
                arguments: [limit ?? -1]
            )
            let decoder = JSONDecoder()
            var films: [SnapshotFilm] = []
            while let row = try rows.next() {
                let text: String = row["film"], recommendations: String = row["recommendations"]
                guard let stored = try? decoder.decode(StoredSnapshotFilm.self, from: Data(text.utf8)), stored.id == row["tmdb_id"] else { continue }
                let ids = (try? decoder.decode([Int].self, from: Data(recommendations.utf8))) ?? []
                films.append(SnapshotFilm(film: stored.film, recommendations: ids, rank: row["rank"], fetchedAt: Date(timeIntervalSince1970: row["fetched_at"])))
            }
            return films
        }
    }

    /// TMDB's answers kept for every film, with each film's rank and fetch time: for decoding them again.
    public func keptDetails() throws -> [(id: Int, rank: Int, fetchedAt: Date, details: Data)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT tmdb_id, rank, fetched_at, details FROM snapshot_film ORDER BY rank").map { row in
                (id: row["tmdb_id"], rank: row["rank"], fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]), details: row["details"])
            }
        }
    }

    /// Replaces the decoded films with `films` (same ids, decoded again from their kept answers) and records `decoding`.
    public func redecoded(_ films: [SnapshotFilm], decoding: Int) async throws {
        let encoded = try films.map { (id: $0.film.id.value, stored: try Self.encode($0)) }
        try await pool.write { db in
            for film in encoded {
                try db.execute(sql: "UPDATE snapshot_film SET film = ?, recommendations = ? WHERE tmdb_id = ?",
                               arguments: [film.stored.film, film.stored.recommendations, film.id])
            }
            try db.execute(sql: "UPDATE snapshot_run SET decoding = ?", arguments: [decoding])
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
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM snapshot_run WHERE id = 1") else { return nil }
        var run = SnapshotRun(
            region: row["region"], language: row["language"], filmsWanted: row["films_wanted"],
            startedAt: Date(timeIntervalSince1970: row["started_at"]), decoding: row["decoding"]
        )
        run.completedAt = (row["completed_at"] as Double?).map(Date.init(timeIntervalSince1970:))
        run.pagesListed = row["pages_listed"]
        run.lastPage = row["last_page"]
        return run
    }
}
