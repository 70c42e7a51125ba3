import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// A room as the server holds it: the room's rules and state, the cards and tastes behind its deck, and who is
/// connected to it now.
struct HostedRoom {
    /// The votes, members and matches.
    var room: PartyRoom
    /// What the deck is drawn from.
    let options: RoomOptions
    /// The card of every film the deck holds or held.
    var cards: [FilmID: PartyCard]
    /// The tastes members sent when joining.
    var tastes: [MemberID: PartyTaste]
    /// The streaming services members sent when joining.
    var services: [MemberID: [Int]] = [:]
    /// The watchlists members brought (`--bring-watchlist`, or the page's upload).
    var watchlists: [MemberID: PartyWatchlist] = [:]
    /// The connection of each member connected now.
    var connections: [MemberID: ConnectionOutbox] = [:]
    /// Members whose connection dropped, waiting out the grace period before they count as gone.
    var absences: [MemberID: Task<Void, Never>] = [:]
    /// The countdown to a pick under way, if a member asked the server to decide.
    var countdown: Task<Void, Never>?
    /// The films each member was told others said yes to (`overlap`), so each is told once.
    var overlapTold: [MemberID: Set<FilmID>] = [:]
    /// When anything last happened in the room: a vote, a join, a leave. A room nobody is connected to dies a room
    /// lifetime after it.
    var touched: Date
    /// The `touched` the store holds: written again only once it is `touchedSavingInterval` old, so that a vote costs
    /// no more than it did.
    var savedTouched: Date

    /// How stale the stored `touched` may grow: a server started again may keep an idle room this much longer.
    static let touchedSavingInterval: TimeInterval = 60

    /// The cards of the deck, in order, each suggested one saying by whom.
    var deckCards: [PartyCard] {
        let services = presentServices, shared = sharedWatchlists
        return room.deck.compactMap { card(of: $0, services: services, shared: shared) }
    }

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

    /// The card of `film`, saying who suggested it if anyone did, which of the room's services have it, and on how
    /// many watchlists it is.
    func card(of film: FilmID) -> PartyCard? {
        card(of: film, services: presentServices, shared: sharedWatchlists)
    }

    // The card of `film` for a room whose members present have `services` and share `shared`: worked out once for a
    // whole deck, not again for each of its cards.
    private func card(of film: FilmID, services: Set<Int>, shared: SharedWatchlists) -> PartyCard? {
        guard var card = cards[film] else { return nil }
        card.suggestedBy = room.suggestions[film]
        card.watch = options.watch?.watch(of: film, on: services)
        card.watchlists = shared.count(of: film)
        return card
    }

    /// Films whose votes or matches a new deck must keep: anything anyone (present or not) has swiped.
    var swipedFilms: Set<FilmID> {
        Set(room.storedVotes.map(\.film)).union(room.matches.map(\.film))
    }

    /// The welcome for `member`: the room as it is now, with their own votes.
    func welcome(for member: PartyMember) -> PartyWelcome {
        let services = presentServices
        let shared = sharedWatchlists
        let told = options.watch == nil && shared.counts.isEmpty ? cards : cards.mapValues { card in
            var card = card
            card.watch = options.watch?.watch(of: card.id, on: services)
            card.watchlists = shared.count(of: card.id)
            return card
        }
        return PartyWelcome(room: room, member: member, cards: told, options: options.announced)
    }

    /// Welcomes `member` on `outbox`, remembering the overlap the welcome tells them.
    mutating func welcome(_ member: PartyMember, on outbox: ConnectionOutbox) {
        let welcome = welcome(for: member)
        overlapTold[member.id] = Set(welcome.overlap)
        outbox.send(.welcome(welcome))
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

    /// Tells each connected member the films others newly said yes to that they have still to swipe, looking at
    /// `films` only (nil: every film, after a member came or went), and what it told them is remembered.
    mutating func tellOverlap(among films: [FilmID]? = nil) {
        for (member, outbox) in connections {
            let news = room.overlap(for: member, among: films).filter { !(overlapTold[member]?.contains($0) ?? false) }
            guard !news.isEmpty else { continue }
            overlapTold[member, default: []].formUnion(news)
            outbox.send(.overlap(news))
        }
    }

    /// Whether the room is idle at `now` for a room living `lifetime`: nobody connected, and nothing done in it for as long.
    func isIdle(at now: Date, lifetime: Duration) -> Bool {
        connections.isEmpty && touched + lifetime <= now
    }

    /// Notes that something happened at `now`; returns the time to write to the store with it, when the stored one has
    /// grown old.
    mutating func touch(at now: Date) -> Date? {
        touched = now
        guard now.timeIntervalSince(savedTouched) >= Self.touchedSavingInterval else { return nil }
        savedTouched = now
        return now
    }

    /// Queues `leading` and then what `events` tell, for every connected member but `excluded`: a member joining or
    /// leaving as that change alone to a client that reads `joined` and `left`, as the list of members present to one
    /// that does not. Each message is encoded once.
    func broadcast(_ events: [PartyEvent], after leading: [ServerMessage] = [], except excluded: MemberID? = nil) {
        var forLists = leading.map(\.json)
        var forChanges = forLists
        for event in events {
            let listed = ServerMessage(event, in: room)
            let changed = ServerMessage.change(event, in: room)
            let text = listed.json
            forLists.append(text)
            forChanges.append(changed == listed ? text : changed.json)
        }
        for (member, outbox) in connections where member != excluded {
            for text in outbox.readsMemberChanges ? forChanges : forLists { outbox.send(text: text) }
        }
    }
}
