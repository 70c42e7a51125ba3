import Foundation
import GRDB

/// A `snapshot_film` row without TMDB's answer: what play reads.
struct SnapshotFilmEntry: Sendable, Decodable, SecondsSince1970Record, TableRecord {
    static let databaseTableName = SnapshotFilmRow.databaseTableName

    static var databaseSelection: [any SQLSelectable] {
        let columns = SnapshotFilmRow.Columns.self
        return [columns.tmdbID, columns.rank, columns.film, columns.recommendations, columns.fetchedAt]
    }

    enum CodingKeys: String, CodingKey {
        case tmdbID = "tmdb_id", rank, film, recommendations, fetchedAt = "fetched_at"
    }

    let tmdbID: Int
    let rank: Int
    /// The film decoded, as `StoredSnapshotFilm`'s JSON.
    let film: String
    /// Its recommendations' TMDB ids, best first, as a JSON array.
    let recommendations: String
    let fetchedAt: Date
}
