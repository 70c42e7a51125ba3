import GRDB

/// A film's card as rooms deal it, kept once for every room: a restarted server welcomes members without its
/// catalogue, reading only the cards of the rooms someone comes back to.
struct FilmCardRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "film_card"

    /// The film, as the protocol writes it.
    var film: String
    /// `PartyCard`, JSON, without what a room adds (who suggested it, where to watch it, on how many watchlists).
    var card: String
}
