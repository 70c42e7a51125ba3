import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// What one room operation changed, written with the others of its batch in one transaction before anyone is told.
struct RoomChange: Sendable {
    /// The room this change makes: written first, with its creator among `members`.
    var created: RoomCreation?
    /// The room is removed with everything in it (ended, or closed after its lifetime).
    var deleted = false
    /// Members added or whose presence changed, with what a new one brought.
    var members: [(member: PartyMember, brought: MemberBrings?, isNew: Bool)] = []
    /// Votes cast or changed.
    var votes: [PartyVote] = []
    /// Votes taken back.
    var undone: [(member: MemberID, film: FilmID)] = []
    /// Matches made.
    var matches: [PartyMatch] = []
    /// The deck's new order, when it changed, and the cards of films it may newly hold.
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

    /// Whether it writes anything.
    var writes: Bool {
        created != nil || deleted || !members.isEmpty || !votes.isEmpty || !undone.isEmpty || !matches.isEmpty || deck != nil
            || suggestion != nil || forgotten != nil || touched != nil || pick != nil || watchlist != nil
    }

    /// The matches among `events`.
    static func matches(in events: [PartyEvent]) -> [PartyMatch] {
        events.compactMap { event in
            if case .match(let match) = event { return match }
            return nil
        }
    }
}

/// What a new room is made with, beside its creator and deck.
struct RoomCreation: Sendable {
    let options: RoomOptions
    let rules: RoomRules
    let created: Date
    /// The address it was created from, which it counts against while it lives.
    let creator: ClientAddress
}
