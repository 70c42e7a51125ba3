import FilmSwipeParty

/// The book's additions to a room's deck: watchlists brought and films suggested.
extension RoomBook {
    /// Keeps `watchlist` as `member`'s watchlist in room `code` (the page's upload), in place of any earlier one, and
    /// deals the films nobody has swiped yet for the watchlists of those present; `cards` are those of the watchlist's
    /// films the room may deal, of which those now shared and not in the deck join it. Every member is told the new
    /// deck when it changed. `settled` hears whether it was saved.
    mutating func bring(
        _ watchlist: PartyWatchlist, to code: RoomCode, member: MemberID, cards: [PartyCard], settled: @escaping @Sendable (Bool) -> Void
    ) throws(RefusalError) {
        guard var hosted = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
        guard hosted.room.members.contains(where: { $0.id == member }) else { throw RefusalError(PartyRoomError.unknownMember(member)) }
        let sharedBefore = hosted.sharedWatchlists
        let deckBefore = hosted.room.deck
        hosted.watchlists[member] = watchlist
        let shared = hosted.sharedWatchlists
        // Only films now shared join the deck: one member's watchlist alone does not grow it.
        let added = cards.filter { shared.count(of: $0.id) != nil }
        for card in added where !shelf.holds(card.id) { shelf.put(card) }
        let order = hosted.rewatchlisted(for: shared, adding: added.map(\.id))
        var change = RoomChange()
        change.watchlist = (member, watchlist)
        if order != deckBefore {
            let before = Set(deckBefore)
            change.deck = (order, order.filter { !before.contains($0) }.compactMap(shelf.card))
            hosted.room = hosted.room.dealing(order)
        }
        change.touched = hosted.touch(at: clock.now)
        let mail = change.deck != nil || hosted.sharedWatchlists != sharedBefore ? hosted.broadcast([], after: [OutgoingJSON.deck(hosted.deckJSON(shelf))]) : []
        keep(hosted, for: code, what: "a watchlist brought", change: change, mail: mail, settled: settled)
    }

    /// Puts `card`'s film, suggested by `member`, on top of room `code`'s deck and tells every member, the card saying
    /// who suggested it. A refusal names the film, since the client cannot tell which message it answers.
    mutating func suggest(_ code: RoomCode, member: MemberID, card: PartyCard, link: MemberLink) throws(RefusalError) {
        guard var hosted = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
        let title = card.year.map { "\(card.title) (\($0))" } ?? card.title
        var room = hosted.room
        let events: [PartyEvent]
        do {
            events = try room.suggest(member, film: card.id)
        } catch {
            throw RefusalError(PartyRefusal(suggesting: title, error))
        }
        let isNewCard = !shelf.holds(card.id)
        if isNewCard { shelf.put(card) }
        var change = RoomChange()
        change.deck = (room.deck, isNewCard ? [card] : [])
        change.suggestion = (card.id, member)
        change.touched = hosted.touch(at: clock.now)
        hosted.room = room
        let suggested = hosted.card(of: card.id, shelf).map { OutgoingJSON.message(.suggested($0)) }
        let refusal = PartyRefusal(reason: .other, message: "The server could not save your suggestion of \(title); try again in a moment.")
        keep(hosted, for: code, what: "a suggestion", change: change, mail: hosted.broadcast(events, after: suggested.map { [$0] } ?? []), refusals: [(link, refusal)])
    }
}
