import Foundation
import GRDB

/// The one row of `snapshot_run`: the current (or last) run.
struct SnapshotRunRow: Sendable, Codable, SecondsSince1970Record, PersistableRecord {
    static let databaseTableName = "snapshot_run"

    /// The table's columns.
    enum Columns {
        static let filmsWanted = Column(CodingKeys.filmsWanted)
        static let completedAt = Column(CodingKeys.completedAt)
        static let pagesListed = Column(CodingKeys.pagesListed)
        static let lastPage = Column(CodingKeys.lastPage)
        static let decoding = Column(CodingKeys.decoding)
    }

    enum CodingKeys: String, CodingKey {
        case id, region, language, filmsWanted = "films_wanted", startedAt = "started_at", completedAt = "completed_at",
             pagesListed = "pages_listed", lastPage = "last_page", decoding
    }

    /// Always 1: there is one run.
    static let key = 1

    let id: Int
    let region: String
    let language: String
    let filmsWanted: Int
    let startedAt: Date
    let completedAt: Date?
    let pagesListed: Int
    let lastPage: Int?
    let decoding: Int

    /// The row of `run`.
    init(_ run: SnapshotRun) {
        id = Self.key
        region = run.region
        language = run.language
        filmsWanted = run.filmsWanted
        startedAt = run.startedAt
        completedAt = run.completedAt
        pagesListed = run.pagesListed
        lastPage = run.lastPage
        decoding = run.decoding
    }

    /// The run this row holds.
    var run: SnapshotRun {
        var run = SnapshotRun(region: region, language: language, filmsWanted: filmsWanted, startedAt: startedAt, decoding: decoding)
        run.completedAt = completedAt
        run.pagesListed = pagesListed
        run.lastPage = lastPage
        return run
    }
}
