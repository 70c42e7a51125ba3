import GRDB

/// A member's row: their name and secret, and what they brought when joining.
struct MemberRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "member"

    var room: String
    var id: Int
    var name: String
    var present: Bool
    var resumeToken: String
    /// `PartyTaste`, JSON.
    var taste: String?
    /// TMDB's ids of their services, JSON; nil for none.
    var services: String?
    /// `PartyWatchlist`, JSON; nil when not brought.
    var watchlist: String?

    enum CodingKeys: String, CodingKey {
        case room, id, name, present, resumeToken = "resume_token", taste, services, watchlist
    }
}
