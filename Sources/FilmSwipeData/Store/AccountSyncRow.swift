import FilmSwipeDomain
import Foundation
import GRDB

/// One row of `account_sync`: the reaction a remote account last confirmed holding for a film, and when. An account
/// that holds nothing for a film has no row.
struct AccountSyncRow: Sendable, Encodable, PersistableRecord {
    static let databaseTableName = "account_sync"

    /// The account, as the outbox names it.
    let account: String
    let source: String
    let filmID: Int
    /// Never `.none`.
    let reaction: String
    /// Stamped in the time format of the reactions.
    let confirmedAt: Date

    enum CodingKeys: String, CodingKey {
        case account, source, filmID = "film_id", reaction, confirmedAt = "confirmed_at"
    }

    /// That `account` holds `reaction` for `film`, confirmed at `confirmedAt`.
    init(account: String, film: FilmID, reaction: UserReaction, confirmedAt: Date) {
        self.account = account
        source = film.source.rawValue
        filmID = film.value
        self.reaction = reaction.rawValue
        self.confirmedAt = confirmedAt
    }

    /// The primary key of `account`'s row for `film`.
    static func key(account: String, film: FilmID) -> [String: (any DatabaseValueConvertible)?] {
        [CodingKeys.account.stringValue: account, CodingKeys.source.stringValue: film.source.rawValue,
         CodingKeys.filmID.stringValue: film.value]
    }
}
