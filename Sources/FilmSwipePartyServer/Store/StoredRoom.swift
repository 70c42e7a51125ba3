import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// A room as read back from the database when someone first comes back to it: everything `PartyRoom` takes, and more.
struct StoredRoom: Sendable {
    /// The room's code.
    let code: RoomCode
    /// What the deck was drawn from.
    let options: RoomOptions
    /// The deck, in order.
    let deck: [FilmID]
    /// The cards of the deck's films the reader asked for (those it did not hold already).
    let cards: [PartyCard]
    /// Every member, absent: nobody is connected to a room read back.
    let members: [PartyMember]
    /// The tastes members sent.
    let tastes: [MemberID: PartyTaste]
    /// The streaming services members sent.
    let services: [MemberID: [Int]]
    /// The watchlists members brought.
    let watchlists: [MemberID: PartyWatchlist]
    /// Every vote.
    let votes: [PartyVote]
    /// The matches, in order.
    let matches: [PartyMatch]
    /// Who suggested each suggested film.
    let suggestions: [FilmID: MemberID]
    /// How the room decides.
    let rules: RoomRules
    /// The room's last pick.
    let pick: PartyPick?
    /// What the server keeps of every room, read or not.
    let summary: RoomSummary
}
