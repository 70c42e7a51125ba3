import GRDB

/// A room's row: what its members were dealt and how it decides. Its JSON columns hold the protocol's own forms.
struct RoomRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "room"

    var code: String
    /// `RoomOptions`, JSON.
    var options: String
    /// The deck's film ids, in order, JSON.
    var deck: String
    /// When it was made, ISO 8601.
    var created: String
    /// When anything last happened in it, ISO 8601, saved at most a minute stale.
    var touched: String?
    /// `RoomRules`, JSON; nil for the standard rules.
    var rules: String?
    /// The last `PartyPick`, JSON.
    var pick: String?
    /// The address (an IPv6 one by its /64) the room was created from: it counts against that address while it lives.
    var creator: String?
}
