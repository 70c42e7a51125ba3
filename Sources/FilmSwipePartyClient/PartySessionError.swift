import FilmSwipeParty
import Foundation

/// Why a party could not be started, or what of the player's side could not be kept on this machine.
public enum PartySessionError: LocalizedError, Equatable, CustomStringConvertible {
    /// The server said no (a wrong code, a full room, another protocol version).
    case refused(PartyRefusal)
    /// The server could not be reached.
    case unreachable(server: String, reason: String)
    /// The film is already a match: nobody's vote on it can change any more.
    case alreadyMatched(title: String)
    /// A vote (or taking one back) could not be written to the party file: it is kept in memory and sent again on
    /// every reconnect while the game runs.
    case voteNotSaved(reason: String)
    /// The votes saved on this machine could not be read on entering the room: those already here are kept, and the
    /// read is tried again on the next reconnect.
    case votesNotRead(reason: String)
    /// The room's membership could not be written, so a later `party join` cannot resume it.
    case partyNotSaved(code: String, reason: String)
    /// A match could not be written to the list of matches; it is written again on the next reconnect.
    case matchNotRecorded(title: String, reason: String)
    /// Who was in the room could not be written, for `party matches`; it is tried again when the members next change.
    case membersNotRecorded(reason: String)
    /// That the room ended could not be written: `party matches` will not say it ended.
    case endNotRecorded(code: String, reason: String)
    /// The room's server is a release from before suggestions.
    case suggestionsUnsupported
    /// A suggestion could not be sent: the connection is down.
    case suggestionNotSent(title: String)
    /// The room's server is a release from before rules: it can neither decide for the room nor end it.
    case rulesUnsupported
    /// "Decide for us" or ending the room could not be asked: the connection is down.
    case notConnected(asking: String)
    /// A yes would pass the room's cap on likes, `limit` each.
    case noLikesLeft(limit: Int)

    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case let .refused(refusal):
            return refusal.message
        case let .unreachable(server, reason):
            return "Cannot reach the party server at \(server): \(reason). Check the address, and that the host's game or "
                + "`filmswipe party serve` is running there."
        case let .alreadyMatched(title):
            return "\(title) is already a match, so votes on it can no longer change"
        case let .voteNotSaved(reason):
            return "the vote could not be written to the party file on this computer (\(reason)). It is kept while the game "
                + "runs and sent again whenever the room reconnects; check that the data folder can be written and has room."
        case let .votesNotRead(reason):
            return "Your votes saved on this computer could not be read (\(reason)). The votes you made here are kept and "
                + "sent; the saved ones are read again when the room reconnects. Check that the data folder can be read."
        case let .partyNotSaved(code, reason):
            return "Room \(code) could not be written to the party file on this computer (\(reason)). You can play on; it "
                + "is written again when the room reconnects. Check that the data folder can be written and has room."
        case .suggestionsUnsupported:
            return "The room's party server is an older FilmSwipe release that takes no suggestions. Update FilmSwipe where "
                + "the server runs, or tell the others the film's title."
        case let .suggestionNotSent(title):
            return "Could not suggest \(title): the room is reconnecting. Suggest it again once the lines under the header "
                + "show who is here."
        case .rulesUnsupported:
            return "The room's party server is an older FilmSwipe release: it can neither decide for the room nor end it. "
                + "Update FilmSwipe where the server runs."
        case let .noLikesLeft(limit):
            return "you have used all \(limit) of your likes in this room. Take one back with u to like another film, or swipe this one left."
        case let .notConnected(asking):
            return "Could not \(asking): the room is reconnecting. Try again once the lines under the header show who is here."
        case let .matchNotRecorded(title, reason):
            return "The match on \(title) could not be written to your list of matches (\(reason)). It is written again "
                + "when the room reconnects; check that the data folder can be written and has room."
        case let .membersNotRecorded(reason):
            return "Who is in the room could not be written to the party file on this computer (\(reason)), so `party "
                + "matches` may not name everyone. It is tried again when someone joins or leaves; check that the data folder can be written."
        case let .endNotRecorded(code, reason):
            return "That room \(code) ended could not be written to the party file on this computer (\(reason)), so `party "
                + "matches` will not say it ended. Its matches are kept; check that the data folder can be written."
        }
    }
}
