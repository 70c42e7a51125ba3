import GRDB

/// One row of `snapshot_listing`: a film's place in TMDB's popularity ranking as this run listed it.
struct SnapshotListingRow: Sendable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "snapshot_listing"

    /// The table's columns.
    enum Columns {
        static let rank = Column(CodingKeys.rank)
        static let tmdbID = Column(CodingKeys.tmdbID)
        static let gone = Column(CodingKeys.gone)
    }

    enum CodingKeys: String, CodingKey {
        case rank, tmdbID = "tmdb_id", gone
    }

    /// From 1, in the order listed.
    let rank: Int
    let tmdbID: Int
    /// Whether TMDB no longer has the film (it answered 404).
    let gone: Bool
}
