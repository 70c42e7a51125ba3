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
    /// The connection of each member connected now.
    var connections: [MemberID: ConnectionOutbox] = [:]
    /// Members whose connection dropped, waiting out the grace period before they count as gone.
    var absences: [MemberID: Task<Void, Never>] = [:]

    /// The cards of the deck, in order.
    var deckCards: [PartyCard] { room.deck.compactMap { cards[$0] } }

    /// Films whose votes or matches a new deck must keep: anything anyone (present or not) has swiped.
    var swipedFilms: Set<FilmID> {
        Set(room.storedVotes.map(\.film)).union(room.matches.map(\.film))
    }

    /// The welcome for `member`: the room as it is now, with their own votes.
    func welcome(for member: PartyMember) -> PartyWelcome {
        let counts = room.deck.map { ($0, room.swipedCount(of: $0)) }.filter { $0.1 > 0 }
        return PartyWelcome(
            code: room.code, member: member.id, resume: member.resumeToken, members: room.members.map(PartyMemberInfo.init),
            deck: deckCards, matches: room.matches, swiped: Dictionary(uniqueKeysWithValues: counts),
            yourVotes: room.votes(of: member.id), closest: room.closest
        )
    }

    /// The deck re-ordered: every film already swiped keeps its place at the top (late joiners start there, and its
    /// votes stay), then the unswiped films in `ranked`'s order. Unswiped films `ranked` leaves out are dropped.
    func reordered(by ranked: [FilmID]) -> [FilmID] {
        let swiped = swipedFilms
        let kept = room.deck.filter(swiped.contains)
        let fresh = ranked.filter { !swiped.contains($0) }.prefix(max(GroupDeck.size - kept.count, GroupDeck.freshMinimum))
        return kept + fresh
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
