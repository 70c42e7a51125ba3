/// What a party game's keys ask of its room besides votes: `d` asks it to decide, and the host's `q` offers to end it.
public struct MainPartyActions {
    /// Asks the room to pick a film for it at random.
    public let decide: @MainActor () -> Void
    /// Ends the room for everyone; nil for a member who is not its host (`q` then only leaves).
    public let endRoom: (@MainActor () -> Void)?

    /// Actions doing `decide` and, for the host, `endRoom`.
    public init(decide: @escaping @MainActor () -> Void, endRoom: (@MainActor () -> Void)?) {
        self.decide = decide
        self.endRoom = endRoom
    }
}
