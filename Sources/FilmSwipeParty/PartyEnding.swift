/// The room as its host closed it (`party end`), told to every member in one message so that each can show how it
/// ended without anything more: its matches and its pick.
public struct PartyEnding: Hashable, Sendable, Codable {
    /// The matches, in the order they happened.
    public let matches: [PartyMatch]
    /// The room's last pick, if it decided.
    public let pick: PartyPick?

    /// An ending from its parts.
    public init(matches: [PartyMatch], pick: PartyPick?) {
        self.matches = matches
        self.pick = pick
    }
}
