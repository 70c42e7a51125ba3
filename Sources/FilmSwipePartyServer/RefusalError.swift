import FilmSwipeParty

/// A refusal thrown from the rooms actor to the connection that asked, which sends it.
struct RefusalError: Error {
    /// What the client is told.
    let refusal: PartyRefusal

    /// A refusal.
    init(_ refusal: PartyRefusal) {
        self.refusal = refusal
    }

    /// A room's rule refused the operation.
    init(_ error: PartyRoomError) {
        refusal = PartyRefusal(error)
    }

    /// The change could not be saved, so it was not made: the client's outbox keeps the vote and sends it again.
    static let notSaved = RefusalError(PartyRefusal(reason: .other, message: "the server could not save that; try again in a moment"))

    /// The server holds its most rooms (`PartyServerLimits.rooms`).
    static let serverFull = RefusalError(PartyRefusal(
        reason: .slowDown, message: "this server holds as many rooms as it can; join a friend's room, or try again later"
    ))
}
