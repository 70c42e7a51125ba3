import FilmSwipeDomain
import FilmSwipeParty

/// What a party session keeps on the player's machine: how to resume each membership, the votes the server may not
/// have yet, the matches seen and who was there. A membership and its votes are a name's, so two players never share
/// them. `PartyClientStore` keeps them in SQLite.
public protocol PartySessionStore: Sendable {
    /// The token that resumes `name`'s membership of `code` on `server`, if they were in it.
    func resumeToken(code: RoomCode, server: String, name: String) async throws -> ResumeToken?
    /// Remembers `name`'s membership of room `code` on `server`, with the token that resumes it.
    func saveParty(code: RoomCode, server: String, name: String, token: ResumeToken) async throws
    /// Records `name`'s latest `intent` for `film`.
    func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String, name: String) async throws
    /// Forgets `name`'s intent for `film`.
    func clearVote(film: FilmID, code: RoomCode, server: String, name: String) async throws
    /// `name`'s intents in room `code`.
    func votes(code: RoomCode, server: String, name: String) async throws -> [FilmID: PartyVoteIntent]
    /// Records a match of room `code` (again is harmless).
    func recordMatch(_ match: PartyMatchRecord, server: String) async throws
    /// Records that `names` were seen present in room `code` (again is harmless).
    func recordMembers(_ names: [String], code: RoomCode, server: String) async throws
    /// Records the room's pick, in place of an earlier one.
    func recordPick(_ pick: PartyPickRecord, server: String) async throws
    /// Records that room `code` ended (again is harmless).
    func recordEnded(code: RoomCode, server: String) async throws
}

extension PartyClientStore: PartySessionStore {}
