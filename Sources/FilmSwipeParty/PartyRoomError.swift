import FilmSwipeDomain
import Foundation

/// Why a room refused an operation; nothing changed.
public enum PartyRoomError: LocalizedError, Hashable, Sendable {
    /// No member of the room has this id.
    case unknownMember(MemberID)
    /// The member has left; they must come back before voting.
    case notPresent(MemberID)
    /// The film is not in the room's deck.
    case unknownFilm(FilmID)
    /// The film is already a match, which is final.
    case alreadyMatched(FilmID)
    /// The room has its most members present.
    case roomFull
    /// No member has this resume token.
    case unknownResumeToken
    /// A suggested film the room has already decided: a match, or one every member present has swiped.
    case alreadyDecided(FilmID, isMatch: Bool)
    /// The film was already suggested, by the member named (nil: by the member asking).
    case alreadySuggested(FilmID, by: MemberName?)
    /// The member has made `PartyRoom.suggestionLimit` suggestions.
    case suggestionLimit
    /// A yes on the film would pass the room's cap on likes, `limit` a member.
    case likeLimit(FilmID, limit: Int)
    /// Nothing to decide among: no match, and no film with a yes from a member present.
    case nothingToDecide
    /// Only the host, named, may do this (end the room).
    case notHost(host: MemberName)

    /// A sentence for the member refused.
    public var errorDescription: String? {
        switch self {
        case .unknownMember: "you are not a member of this room"
        case .notPresent: "you have left this room; join again to vote"
        case .unknownFilm: "that film is not in this room's deck"
        case .alreadyMatched: "that film is already a match, so its votes can no longer change"
        case .roomFull: "the room is full: at most \(PartyRoom.memberLimit) members can be in it at once"
        case .unknownResumeToken: "this room does not know you any more; join again as a new member"
        case .alreadyDecided(_, isMatch: true): "it is already a match, so there is nothing left to decide"
        case .alreadyDecided(_, isMatch: false): "everyone here has already swiped it"
        case .alreadySuggested(_, let name): "\(name.map(\.text) ?? "you") \(name == nil ? "have" : "has") already suggested it; it is on top of everyone's deck"
        case .suggestionLimit:
            "you have made \(PartyRoom.suggestionLimit) suggestions, the most one member can in a room; swipe what is dealt"
        case .likeLimit(_, let limit):
            "you have used all \(limit) of your likes in this room; take one back (u) to like another film, or swipe left"
        case .nothingToDecide: "there is nothing to decide among yet: no match, and nobody here has said yes to a film; swipe first"
        case .notHost(let host): "only the host, \(host.text), can end the room; anyone else can only leave it"
        }
    }
}
