import FilmSwipeDomain
import Foundation
import GRDB

/// One row of `film_details`: a film's details for a region, as the source answered, and when. Times are stored as
/// seconds since 1970.
struct FilmDetailsRow: Sendable, Codable, SecondsSince1970Record, PersistableRecord {
    static let databaseTableName = "film_details"

    enum CodingKeys: String, CodingKey {
        case source, filmID = "film_id", region, fetchedAt = "fetched_at", body
    }

    let source: String
    let filmID: Int
    let region: String
    let fetchedAt: Date
    let body: Data

    /// The row of `details` for `film` in `region`.
    init(_ details: StoredFilmDetails, of film: FilmID, region: String) {
        source = film.source.rawValue
        filmID = film.value
        self.region = region
        fetchedAt = details.fetchedAt
        body = details.body
    }

    /// The primary key of `film`'s row in `region`.
    static func key(of film: FilmID, region: String) -> [String: (any DatabaseValueConvertible)?] {
        [CodingKeys.source.stringValue: film.source.rawValue, CodingKeys.filmID.stringValue: film.value,
         CodingKeys.region.stringValue: region]
    }

    /// The details this row holds.
    var details: StoredFilmDetails {
        StoredFilmDetails(body: body, fetchedAt: fetchedAt)
    }
}
