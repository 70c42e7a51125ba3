import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import NIOCore

/// A room as the server holds it once someone has come to it: the room's rules and state, the tastes, services and
/// watchlists behind its deck, and who is connected to it now. Its cards are the server's `CardShelf`'s.
struct HostedRoom {
    /// The votes, members and matches.
    var room: PartyRoom
    /// What the deck is drawn from.
    let options: RoomOptions
    /// The tastes members sent when joining.
    var tastes: [MemberID: PartyTaste]
    /// The streaming services members sent when joining.
    var services: [MemberID: [Int]] = [:]
    /// The watchlists members brought (`--bring-watchlist`, or the page's upload).
    var watchlists: [MemberID: PartyWatchlist] = [:]
    /// The connection of each member connected now.
    var connections: [MemberID: MemberLink] = [:]
    /// Members whose connection dropped, waiting out the grace period before they count as gone.
    var absences: [MemberID: Task<Void, Never>] = [:]
    /// The countdown to a pick under way, if a member asked the server to decide.
    var countdown: Task<Void, Never>?
    /// The films each member was told others said yes to (`overlap`), so each is told once.
    var overlapTold: [MemberID: Set<FilmID>] = [:]
    /// When it was made, when anything last happened in it, whom it counts against: what every room keeps.
    var summary: RoomSummary
    /// The `touched` the store holds: written again only once it is `touchedSavingInterval` old, so that a vote costs
    /// no more than it did.
    var savedTouched: Date

    /// How stale the stored `touched` may grow: a server started again may keep an idle room this much longer.
    static let touchedSavingInterval: TimeInterval = 60

    /// Whether the room deals only what its members can watch, each card saying where.
    var saysWhereToWatch: Bool { options.watch != nil }

    /// The services of the members in the room now: what a room dealing only what its members can watch deals from.
    var presentServices: Set<Int> {
        let present = Set(room.presentMembers.map(\.id))
        return Set(services.filter { present.contains($0.key) }.values.joined())
    }

    /// The films on two or more watchlists of the members in the room now: dealt first, each card saying on how many.
    var sharedWatchlists: SharedWatchlists {
        SharedWatchlists(presentWatchlists)
    }

    /// The watchlists the members in the room now brought.
    var presentWatchlists: [PartyWatchlist] {
        room.presentMembers.compactMap { watchlists[$0.id] }
    }

    /// Films whose votes or matches a new deck must keep: anything anyone (present or not) has swiped.
    var swipedFilms: Set<FilmID> {
        Set(room.storedVotes.map(\.film)).union(room.matches.map(\.film))
    }

    /// The deck's cards as JSON, in order, each saying who suggested it, which of the room's services have it, and on
    /// how many watchlists it is.
    func deckJSON(_ shelf: CardShelf) -> ByteBuffer {
        let dress = dressing()
        return shelf.json(of: room.deck, dressed: dress)
    }

    /// The card of `film` as this room shows it, if the shelf holds it.
    func card(of film: FilmID, _ shelf: CardShelf) -> PartyCard? {
        shelf.card(film).map(dressing())
    }

    // What this room adds to a card: worked out once for a whole deck, not again for each of its cards.
    private func dressing() -> (PartyCard) -> PartyCard {
        let services = presentServices, shared = sharedWatchlists, suggestions = room.suggestions, watch = options.watch
        return { card in
            var card = card
            card.suggestedBy = suggestions[card.id]
            card.watch = watch?.watch(of: card.id, on: services)
            card.watchlists = shared.count(of: card.id)
            return card
        }
    }

    /// The welcome for `member` as JSON, the room as it is now with their own votes, remembering the overlap it tells
    /// them. The deck is the shelf's JSON put in, not encoded again.
    mutating func welcome(_ member: PartyMember, _ shelf: CardShelf) -> ByteBuffer {
        let welcome = PartyWelcome(room: room, member: member, cards: [:], options: options.announced)
        overlapTold[member.id] = Set(welcome.overlap)
        return OutgoingJSON.welcome(welcome, deck: deckJSON(shelf))
    }

    /// The deck re-ordered: every film already swiped or suggested keeps its place at the top (late joiners start
    /// there, its votes stay, and a suggestion stays on top), then the other films in `ranked`'s order, those on
    /// two or more watchlists of `shared` first. Films `ranked` leaves out are dropped.
    func reordered(by ranked: [FilmID], shared: SharedWatchlists) -> [FilmID] {
        let held = swipedFilms.union(room.suggestions.keys)
        let kept = room.deck.filter(held.contains)
        let fresh = shared.first(ranked.filter { !held.contains($0) }).prefix(max(GroupDeck.size - kept.count, GroupDeck.freshMinimum))
        return kept + fresh
    }

    /// The deck with the films nobody has swiped yet dealt anew for `shared`: those on most watchlists first, the
    /// others in the order they were (a member coming or going with a watchlist changes what is shared).
    /// `adding` films not in the deck yet go after the others (a watchlist brought late brings them).
    func rewatchlisted(for shared: SharedWatchlists, adding: [FilmID] = []) -> [FilmID] {
        let held = swipedFilms.union(room.suggestions.keys)
        let dealt = Set(room.deck)
        let fresh = room.deck.filter { !held.contains($0) } + adding.filter { !dealt.contains($0) }
        return room.deck.filter(held.contains) + shared.first(fresh)
    }

    /// For each connected member, the films others newly said yes to that they have still to swipe, looking at `films`
    /// only (nil: every film, after a member came or went); what each is told is remembered.
    mutating func overlapNews(among films: [FilmID]? = nil) -> [(MemberLink, Outgoing)] {
        var mail: [(MemberLink, Outgoing)] = []
        for (member, link) in connections {
            let news = room.overlap(for: member, among: films).filter { !(overlapTold[member]?.contains($0) ?? false) }
            guard !news.isEmpty else { continue }
            overlapTold[member, default: []].formUnion(news)
            mail.append((link, .text(OutgoingJSON.message(.overlap(news)))))
        }
        return mail
    }

    /// Whether the room can be closed at `now`: nobody connected or counted present (a dropped member waits out their
    /// grace), and its life over (see `RoomSummary.expired`).
    func isIdle(at now: Date, lifetime: Duration, unjoinedLifetime: Duration) -> Bool {
        connections.isEmpty && room.presentMembers.isEmpty && summary.expired(at: now, lifetime: lifetime, unjoinedLifetime: unjoinedLifetime)
    }

    /// Notes that something happened at `now`; returns the time to write to the store with it, when the stored one has
    /// grown old.
    mutating func touch(at now: Date) -> Date? {
        summary.touched = now
        guard now.timeIntervalSince(savedTouched) >= Self.touchedSavingInterval else { return nil }
        savedTouched = now
        return now
    }

    /// What `leading` and then `events` tell, for every connected member but `excluded`: a member joining or leaving as
    /// that change alone to a client that reads `joined` and `left`, as the list of members present to one that does
    /// not. Each message is encoded once, and the same bytes go to every member.
    func broadcast(_ events: [PartyEvent], after leading: [ByteBuffer] = [], except excluded: MemberID? = nil) -> [(MemberLink, Outgoing)] {
        guard connections.contains(where: { $0.key != excluded }) else { return [] }
        var forLists = leading
        var forChanges = forLists
        for event in events {
            let listed = ServerMessage(event, in: room)
            let changed = ServerMessage.change(event, in: room)
            let text = OutgoingJSON.message(listed)
            forLists.append(text)
            forChanges.append(changed == listed ? text : OutgoingJSON.message(changed))
        }
        var mail: [(MemberLink, Outgoing)] = []
        for (member, link) in connections where member != excluded {
            for text in link.readsMemberChanges ? forChanges : forLists { mail.append((link, .text(text))) }
        }
        return mail
    }
}
