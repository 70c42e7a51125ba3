import FilmSwipeDomain
import FilmSwipeParty
import Synchronization

extension GroupDeck {
    /// The cards of a new room's deck for `request`, ranked off the event loops and the rooms. A room nobody brings a
    /// taste or watchlist to is dealt the recommender's cold-start order for its options, which is the same every time:
    /// it is ranked once and kept (a few such decks), so creating such a room costs almost nothing.
    static func dealt(for request: PartyCreate) async throws -> [PartyCard] {
        let catalogue = try await PartyCatalogue.shared()
        let plain = request.taste == nil && request.watchlist == nil
        let key = ColdDeck(options: request.options, services: Set(request.services))
        if plain, let kept = coldDecks.withLock({ $0[key] }) { return kept }
        let deck = GroupDeck(catalogue: catalogue)
        let tastes = request.taste.map { [MemberID(1): $0] } ?? [:]
        let services = Set(request.services)
        let watchlists = [request.watchlist].compactMap { $0 }
        let cards = try await DispatchWork.run {
            deck.cards(deck.ranked(options: request.options, tastes: tastes, services: services, watchlists: watchlists, limit: GroupDeck.size))
        }
        if plain {
            coldDecks.withLock { kept in
                if kept.count >= coldDeckLimit { kept.removeAll() }
                kept[key] = cards
            }
        }
        return cards
    }

    /// The deck re-ordered for room `code` with the member saying `hello`: a member with a taste re-ranks it for the
    /// group now present, and so does one bringing services the room deals from and did not have, or a watchlist; one
    /// with none of these (`--private`) changes nothing (nil). Ranked off the rooms, so other rooms carry on meanwhile.
    static func ranking(for hello: PartyHello, in rooms: PartyRooms) async throws -> (order: [FilmID], cards: [PartyCard])? {
        guard let input = rooms.rankingInput(hello.code) else { return nil }
        let services = input.services.union(hello.services)
        let bringsServices = input.options.watch != nil && services != input.services
        guard hello.taste != nil || bringsServices || hello.watchlist != nil else { return nil }
        let deck = GroupDeck(catalogue: try await PartyCatalogue.shared())
        var tastes = input.tastes
        // Not a member id yet; any id no present member has will do for ranking.
        if let taste = hello.taste { tastes[MemberID((tastes.keys.map(\.value).max() ?? 0) + 1_000)] = taste }
        let limit = GroupDeck.size + input.swiped
        let group = tastes
        let watchlists = input.watchlists + [hello.watchlist].compactMap { $0 }
        return try await DispatchWork.run {
            let order = deck.ranked(options: input.options, tastes: group, services: services, watchlists: watchlists, limit: limit)
            return (order, deck.cards(order))
        }
    }

    private struct ColdDeck: Hashable {
        let options: RoomOptions
        let services: Set<Int>
    }

    private static let coldDeckLimit = 16
    private static let coldDecks = Mutex<[ColdDeck: [PartyCard]]>([:])
}
