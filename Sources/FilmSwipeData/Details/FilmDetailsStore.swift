import FilmSwipeDomain
import Foundation
import GRDB

/// Films' details kept in the data folder (`film-details.sqlite`), so a film fetched once shows its people and where to
/// watch it offline, and is fetched again only when its details are old.
public final class FilmDetailsStore: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "film-details.sqlite"

    private let database: DatabasePool

    /// The store at `url`, made when missing.
    public init(url: URL) throws(StoreOpenError<FilmDetailsSchema>) {
        database = try StoreDatabase<FilmDetailsSchema>.open(url)
    }

    /// The details kept for `id` in `region`, if any.
    public func details(of id: FilmID, region: String) async throws -> StoredFilmDetails? {
        try await database.read { db in
            try FilmDetailsRow.fetchOne(db, key: FilmDetailsRow.key(of: id, region: region))?.details
        }
    }

    /// Keeps `details` for `id` in `region`, in place of what was kept.
    public func save(_ details: StoredFilmDetails, of id: FilmID, region: String) async throws {
        let row = FilmDetailsRow(details, of: id, region: region)
        try await database.write { db in try row.upsert(db) }
    }
}
