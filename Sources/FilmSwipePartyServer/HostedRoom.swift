import FilmSwipeDomain
import FilmSwipeParty

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
    /// The connection of each member connected now.
    var connections: [MemberID: ConnectionOutbox] = [:]
    /// Members whose connection dropped, waiting out the grace period before they count as gone.
    var absences: [MemberID: Task<Void, Never>] = [:]
    /// The countdown to a pick under way, if a member asked the server to decide.
    var countdown: Task<Void, Never>?
    /// The films each member was told others said yes to (`overlap`), so each is told once.
    var overlapTold: [MemberID: Set<FilmID>] = [:]

    /// The cards of the deck, in order, each suggested one saying by whom.
    var deckCards: [PartyCard] { room.deck.compactMap(card(of:)) }

    /// Whether the room deals only what its members can watch, each card saying where.
    var saysWhereToWatch: Bool { options.watch != nil }

    /// The services of the members in the room now: what a room dealing only what its members can watch deals from.
    var presentServices: Set<Int> {
        let present = Set(room.presentMembers.map(\.id))
        return Set(services.filter { present.contains($0.key) }.values.joined())
    }

    /// The card of `film`, saying who suggested it if anyone did, and which of the room's services have it.
    func card(of film: FilmID) -> PartyCard? {
        guard var card = cards[film] else { return nil }
        card.suggestedBy = room.suggestions[film]
        card.watch = options.watch?.watch(of: film, on: presentServices)
        return card
    }

    /// Films whose votes or matches a new deck must keep: anything anyone (present or not) has swiped.
    var swipedFilms: Set<FilmID> {
        Set(room.storedVotes.map(\.film)).union(room.matches.map(\.film))
    }

    /// The welcome for `member`: the room as it is now, with their own votes.
    func welcome(for member: PartyMember) -> PartyWelcome {
        let services = presentServices
        let told = options.watch.map { watch in
            cards.mapValues { card in
                var card = card
                card.watch = watch.watch(of: card.id, on: services)
                return card
            }
        } ?? cards
        return PartyWelcome(room: room, member: member, cards: told, options: options.announced)
    }

    /// Welcomes `member` on `outbox`, remembering the overlap the welcome tells them.
    mutating func welcome(_ member: PartyMember, on outbox: ConnectionOutbox) {
        let welcome = welcome(for: member)
        overlapTold[member.id] = Set(welcome.overlap)
        outbox.send(.welcome(welcome))
    }

    /// The deck re-ordered: every film already swiped or suggested keeps its place at the top (late joiners start
    /// there, its votes stay, and a suggestion stays on top), then the other films in `ranked`'s order. Films
    /// `ranked` leaves out are dropped.
    func reordered(by ranked: [FilmID]) -> [FilmID] {
        let held = swipedFilms.union(room.suggestions.keys)
        let kept = room.deck.filter(held.contains)
        let fresh = ranked.filter { !held.contains($0) }.prefix(max(GroupDeck.size - kept.count, GroupDeck.freshMinimum))
        return kept + fresh
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

    /// Queues `messages` for every connected member but `excluded`, each encoded once.
    func broadcast(_ messages: [ServerMessage], except excluded: MemberID? = nil) {
        for text in messages.map(\.json) {
            for (member, outbox) in connections where member != excluded {
                outbox.send(text: text)
            }
        }
    }
}
