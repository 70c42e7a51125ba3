import FilmSwipeDomain

/// What a party game asks of its room besides votes: a film found with `/` is suggested to it, `d` asks it to decide,
/// the host's `q` offers to end it, and `i` shows how to join it from a phone.
public struct MainPartyActions {
    /// Offers a film the player found to the room, which deals it back on top of every member's cards.
    public let suggest: @MainActor (Film) -> Void
    /// Asks the room to pick a film for it at random.
    public let decide: @MainActor () -> Void
    /// Ends the room for everyone; nil for a member who is not its host (`q` then only leaves).
    public let endRoom: (@MainActor () -> Void)?
    /// The room's link and QR code for a phone, shown with `i`; nil for a game that has none to show.
    public let invite: MainInvite?

    /// Actions suggesting with `suggest`, deciding with `decide` and, for the host, ending with `endRoom`; `i` shows
    /// `invite` when there is one.
    public init(
        suggest: @escaping @MainActor (Film) -> Void, decide: @escaping @MainActor () -> Void, endRoom: (@MainActor () -> Void)?,
        invite: MainInvite? = nil
    ) {
        self.suggest = suggest
        self.decide = decide
        self.endRoom = endRoom
        self.invite = invite
    }
}
