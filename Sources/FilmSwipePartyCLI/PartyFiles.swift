/// The party's files in the data folder.
enum PartyFiles {
    /// The player's parties, votes not yet confirmed, and matches seen.
    static let clientStore = "party.sqlite"
}
