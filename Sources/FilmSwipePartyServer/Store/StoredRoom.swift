import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// A room as read back from the database: everything `PartyRoom(code:deck:members:votes:matches:)` takes, and more.
struct StoredRoom: Sendable {
    /// The room's code.
    let code: RoomCode
    /// What the deck was drawn from.
    let options: RoomOptions
    /// The deck, in order.
    let deck: [FilmID]
    /// The card of every deck film.
    let cards: [FilmID: PartyCard]
    /// Every member, absent: nobody is connected to a server that just started.
    let members: [PartyMember]
    /// The tastes members sent.
    let tastes: [MemberID: PartyTaste]
    /// The streaming services members sent.
    let services: [MemberID: [Int]]
    /// Every vote.
    let votes: [PartyVote]
    /// The matches, in order.
    let matches: [PartyMatch]
    /// Who suggested each suggested film.
    let suggestions: [FilmID: MemberID]
    /// When the room was made.
    let created: Date
    /// When anything last happened in the room, as last saved.
    let touched: Date
    /// How the room decides.
    var rules = RoomRules.standard
    /// The room's last pick.
    var pick: PartyPick?
    /// The watchlists members brought.
    var watchlists: [MemberID: PartyWatchlist] = [:]
}
