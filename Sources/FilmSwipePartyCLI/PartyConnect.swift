import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient

/// The first connection of a session, before the terminal is taken over: a refusal or an unreachable server is
/// reported as a message and exit status 1, with the terminal never touched.
enum PartyConnect {
    /// Waits for `session`'s welcome.
    @discardableResult
    static func welcome(_ session: PartySession) async throws -> PartyWelcome {
        do {
            return try await session.connect()
        } catch let error as PartySessionError {
            throw CommandFailure(error.description)
        }
    }
}
