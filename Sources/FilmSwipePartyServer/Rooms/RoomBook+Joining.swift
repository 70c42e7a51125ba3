import FilmSwipeDomain
import FilmSwipeParty

/// The book's arrivals: creating a room, joining one, and coming back to one.
extension RoomBook {
    /// Makes a room dealing `cards` with its creator, created from `address`, and welcomes the creator on `link`
    /// once it is saved. A full server first closes the oldest room nobody joined and nobody is in.
    mutating func create(
        _ request: PartyCreate, cards: [PartyCard], link: MemberLink, from address: ClientAddress, settled: @escaping JoinSettled
    ) throws(RefusalError) -> (RoomCode, MemberID) {
        guard rooms(createdBy: address) < limits.roomsPerAddress else { throw RefusalError(WrongCodePolicy.tooManyLiveRooms) }
        if slots.count >= limits.rooms {
            guard let oldest = oldestUnjoinedIdleRoom() else { throw .serverFull }
            close(oldest, what: "a room closed for a new one", undoable: true)
        }
        var code = RoomCode.random(using: &generator)
        while slots[code] != nil { code = .random(using: &generator) }
        var room = PartyRoom(code: code, deck: cards.map(\.id), rules: request.rules)
        let creator: PartyMember
        do {
            creator = try room.join(name: request.name, using: &generator).member
        } catch {
            throw RefusalError(error)
        }
        let now = clock.now
        for card in cards { shelf.put(card) }
        var hosted = HostedRoom(
            room: room, options: request.options, tastes: request.taste.map { [creator.id: $0] } ?? [:],
            services: request.services.isEmpty ? [:] : [creator.id: request.services],
            summary: RoomSummary(code: code, created: now, touched: now, creator: address, joined: false), savedTouched: now
        )
        if let watchlist = request.watchlist { hosted.watchlists[creator.id] = watchlist }
        hosted.connections[creator.id] = link
        let welcome = hosted.welcome(creator, shelf)
        var change = RoomChange()
        change.created = RoomCreation(options: request.options, rules: request.rules, created: now, creator: address)
        change.deck = (room.deck, cards)
        change.members = [(creator, MemberBrings(taste: request.taste, services: request.services, watchlist: request.watchlist), true)]
        let seat = (code, creator.id)
        keep(
            hosted, for: code, what: "a room made", change: change, mail: [(link, .text(welcome))], refusing: [link],
            settled: { settled($0 ? seat : nil) }
        )
        return (code, creator.id)
    }

    /// Adds a member to room `code` and welcomes them on `link`; with `ranked`, the deck is first re-ordered for
    /// the group including them, and the members already there get the new deck.
    mutating func join(
        _ hello: PartyHello, ranked: (order: [FilmID], cards: [PartyCard])?, link: MemberLink, settled: @escaping JoinSettled
    ) throws(RefusalError) -> MemberID {
        guard var hosted = awake(hello.code) else { throw RefusalError(.wrongCode) }
        var room = hosted.room
        var change = RoomChange()
        let sharedBefore = hosted.sharedWatchlists
        // The watchlists of those present and the newcomer's: a member from before them who joins brings none.
        let shared = SharedWatchlists(hosted.presentWatchlists + [hello.watchlist].compactMap { $0 })
        if let ranked { for card in ranked.cards where !shelf.holds(card.id) { shelf.put(card) } }
        let reordered = ranked.map { hosted.reordered(by: $0.order, shared: shared) } ?? (hello.watchlist == nil ? nil : hosted.rewatchlisted(for: shared))
        if let order = reordered, order != room.deck {
            room = room.dealing(order)
            let dealt = Set(hosted.room.deck)
            change.deck = (order, order.filter { !dealt.contains($0) }.compactMap(shelf.card))
        }
        let joined: PartyJoin
        do {
            joined = try room.join(name: hello.name, using: &generator)
        } catch {
            throw RefusalError(error)
        }
        change.members.append((joined.member, MemberBrings(taste: hello.taste, services: hello.services, watchlist: hello.watchlist), true))
        change.matches = RoomChange.matches(in: joined.events)
        change.forgotten = joined.forgotten
        change.touched = hosted.touch(at: clock.now)
        hosted.summary.joined = true
        let servicesBefore = hosted.presentServices
        hosted.room = room
        if let forgotten = joined.forgotten {
            hosted.tastes[forgotten] = nil
            hosted.services[forgotten] = nil
            hosted.watchlists[forgotten] = nil
        }
        if let watchlist = hello.watchlist { hosted.watchlists[joined.member.id] = watchlist }
        if let taste = hello.taste { hosted.tastes[joined.member.id] = taste }
        if !hello.services.isEmpty { hosted.services[joined.member.id] = hello.services }
        hosted.connections[joined.member.id] = link
        var mail: [(MemberLink, Outgoing)] = [(link, .text(hosted.welcome(joined.member, shelf)))]
        // A service the room did not have changes what the cards say even where the order stays.
        // So does a film now on more or fewer watchlists.
        let deckChanged = change.deck != nil || hosted.saysWhereToWatch && hosted.presentServices != servicesBefore
            || hosted.sharedWatchlists != sharedBefore
        mail += hosted.broadcast(joined.events, after: deckChanged ? [OutgoingJSON.deck(hosted.deckJSON(shelf))] : [], except: joined.member.id)
        let seat = (hello.code, joined.member.id)
        keep(hosted, for: hello.code, what: "a member joining", change: change, mail: mail, refusing: [link], settled: { settled($0 ? seat : nil) })
        return joined.member.id
    }

    /// Brings back the member of room `code` holding `token` and welcomes them on `link`; an earlier connection of
    /// theirs still open is closed, since only one screen can be that member.
    mutating func resume(
        _ code: RoomCode, token: ResumeToken, link: MemberLink, settled: @escaping JoinSettled
    ) throws(RefusalError) -> MemberID {
        guard var hosted = awake(code) else { throw RefusalError(.wrongCode) }
        var room = hosted.room
        let joined: PartyJoin
        do {
            joined = try room.resume(token: token)
        } catch {
            throw RefusalError(error)
        }
        let id = joined.member.id
        let touched = hosted.touch(at: clock.now)
        let sharedBefore = hosted.sharedWatchlists
        let dealt = Self.dealtForWatchlists(hosted, room: room)
        if let dealt { room = room.dealing(dealt) }
        var change = RoomChange()
        if room.members != hosted.room.members { change.members.append((joined.member, nil, false)) }
        if let dealt { change.deck = (dealt, []) }
        change.matches = RoomChange.matches(in: joined.events)
        change.touched = touched
        hosted.absences.removeValue(forKey: id)?.cancel()
        var mail: [(MemberLink, Outgoing)] = []
        if let earlier = hosted.connections[id], earlier !== link { mail.append((earlier, .close)) }
        hosted.room = room
        hosted.connections[id] = link
        mail.append((link, .text(hosted.welcome(joined.member, shelf))))
        let sharedChanged = hosted.sharedWatchlists != sharedBefore
        mail += hosted.broadcast(joined.events, after: sharedChanged ? [OutgoingJSON.deck(hosted.deckJSON(shelf))] : [], except: id)
        // The yes votes of the member back count again: the others may have films to be dealt sooner.
        mail += hosted.overlapNews()
        keep(hosted, for: code, what: "a member coming back", change: change, mail: mail, refusing: [link], settled: { settled($0 ? (code, id) : nil) })
        return id
    }

    // The room nobody but its creator joined and nobody is in, made longest ago: what a full server closes to make room.
    private func oldestUnjoinedIdleRoom() -> RoomCode? {
        slots.values.filter { slot in
            switch slot {
            case .asleep(let summary): !summary.joined
            case .awake(let hosted): !hosted.summary.joined && hosted.connections.isEmpty && hosted.room.presentMembers.isEmpty
            }
        }.min { ($0.summary.created, $0.summary.code.text) < ($1.summary.created, $1.summary.code.text) }?.summary.code
    }
}
