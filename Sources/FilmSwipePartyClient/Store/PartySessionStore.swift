import FilmSwipeDomain
import FilmSwipeParty

/// What a party session keeps on the player's machine: how to resume each membership, the votes the server may not
/// have yet, and the matches seen. `PartyClientStore` keeps them in SQLite.
public protocol PartySessionStore: Sendable {
    /// The token that resumes the membership of `code` on `server`, if the player was in it.
    func resumeToken(code: RoomCode, server: String) async throws -> ResumeToken?
    /// Remembers the membership of room `code` on `server`, with the token that resumes it.
    func saveParty(code: RoomCode, server: String, name: String, token: ResumeToken) async throws
    /// Records the player's latest `intent` for `film`.
    func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String) async throws
    /// Forgets the intent for `film`.
    func clearVote(film: FilmID, code: RoomCode, server: String) async throws
    /// The player's intents in room `code`.
    func votes(code: RoomCode, server: String) async throws -> [FilmID: PartyVoteIntent]
    /// Records a match of room `code` (again is harmless).
    func recordMatch(_ match: PartyMatchRecord, server: String) async throws
}

extension PartyClientStore: PartySessionStore {}
