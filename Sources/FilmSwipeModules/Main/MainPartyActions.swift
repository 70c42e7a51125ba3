/// What a party game's keys ask of its room besides votes: `d` asks it to decide, the host's `q` offers to end it, and
/// `i` shows how to join it from a phone.
public struct MainPartyActions {
    /// Asks the room to pick a film for it at random.
    public let decide: @MainActor () -> Void
    /// Ends the room for everyone; nil for a member who is not its host (`q` then only leaves).
    public let endRoom: (@MainActor () -> Void)?
    /// The room's link and QR code for a phone, shown with `i`; nil for a game that has none to show.
    public let invite: MainInvite?

    /// Actions doing `decide` and, for the host, `endRoom`; `i` shows `invite` when there is one.
    public init(decide: @escaping @MainActor () -> Void, endRoom: (@MainActor () -> Void)?, invite: MainInvite? = nil) {
        self.decide = decide
        self.endRoom = endRoom
        self.invite = invite
    }
}
