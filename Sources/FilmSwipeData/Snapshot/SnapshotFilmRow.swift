import Foundation
import GRDB

/// One row of `snapshot_film`: a film as last fetched, with TMDB's answer trimmed to what decoding reads.
struct SnapshotFilmRow: Sendable, Codable, SecondsSince1970Record, PersistableRecord {
    static let databaseTableName = "snapshot_film"

    /// The table's columns.
    enum Columns {
        static let tmdbID = Column(CodingKeys.tmdbID)
        static let rank = Column(CodingKeys.rank)
        static let film = Column(CodingKeys.film)
        static let recommendations = Column(CodingKeys.recommendations)
        static let fetchedAt = Column(CodingKeys.fetchedAt)
    }

    enum CodingKeys: String, CodingKey {
        case tmdbID = "tmdb_id", rank, film, recommendations, details, fetchedAt = "fetched_at"
    }

    let tmdbID: Int
    let rank: Int
    /// The film decoded, as `StoredSnapshotFilm`'s JSON.
    let film: String
    /// Its recommendations' TMDB ids, best first, as a JSON array.
    let recommendations: String
    /// TMDB's answer, trimmed.
    let details: Data
    let fetchedAt: Date
}
