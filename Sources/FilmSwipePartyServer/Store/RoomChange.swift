import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// What one room operation changed, written in one transaction before anyone is told.
struct RoomChange: Sendable {
    /// Members added or whose presence changed, with what a new one brought.
    var members: [(member: PartyMember, brought: MemberBrings?, isNew: Bool)] = []
    /// Votes cast or changed.
    var votes: [PartyVote] = []
    /// Votes taken back.
    var undone: [(member: MemberID, film: FilmID)] = []
    /// Matches made.
    var matches: [PartyMatch] = []
    /// The deck's new order, when it changed, and the cards it newly holds.
    var deck: (order: [FilmID], newCards: [PartyCard])?
    /// A film suggested, and by whom.
    var suggestion: (film: FilmID, member: MemberID)?
    /// A member the room forgot, with their votes and suggestions.
    var forgotten: MemberID?
    /// When the room was last touched, when the stored time is to be brought up to date.
    var touched: Date?
    /// The room's new pick.
    var pick: PartyPick?
    /// A watchlist a member brought after joining (the page's upload), in place of any earlier one.
    var watchlist: (member: MemberID, films: PartyWatchlist)?

    /// The matches among `events`.
    static func matches(in events: [PartyEvent]) -> [PartyMatch] {
        events.compactMap { event in
            if case .match(let match) = event { return match }
            return nil
        }
    }
}
