import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// Every room on one server. One actor serialises all room operations: each is a small change to a value, one
/// SQLite transaction and a few queued messages, so one actor keeps up with thousands of votes a second while making
/// the order every member hears things in the order they happened.
///
/// Every change is made to a copy, saved, and only then kept and told: a change that cannot be saved never happened.
actor PartyRooms {
    private let store: PartyStore
    private let grace: Duration
    private let limits: PartyServerLimits
    private let clock: any PartyClock
    private var rooms: [RoomCode: HostedRoom]
    private var generator = SystemRandomNumberGenerator()
    // Once the server is stopping, dropped connections are the server's doing: marking those members gone could
    // complete matches nobody made.
    private var stopping = false

    /// The live rooms `store` holds, every member absent until they come back; those nobody touched for the room
    /// lifetime are removed first. `grace` is how long a dropped connection waits before its member counts as gone, by
    /// `clock`.
    init(store: PartyStore, grace: Duration, limits: PartyServerLimits, clock: any PartyClock) throws {
        self.store = store
        self.grace = grace
        self.limits = limits
        self.clock = clock
        let cutoff = clock.now.addingTimeInterval(-limits.roomLifetime.seconds)
        try store.deleteRooms(touchedBefore: cutoff)
        var rooms: [RoomCode: HostedRoom] = [:]
        for stored in try store.rooms(touchedSince: cutoff) {
            let room = PartyRoom(
                code: stored.code, deck: stored.deck, members: stored.members, votes: stored.votes, matches: stored.matches,
                suggestions: stored.suggestions, rules: stored.rules, pick: stored.pick
            )
            rooms[stored.code] = HostedRoom(
                room: room, options: stored.options, cards: stored.cards, tastes: stored.tastes, services: stored.services,
                touched: stored.touched, savedTouched: stored.touched
            )
            rooms[stored.code]?.watchlists = stored.watchlists
        }
        self.rooms = rooms
    }

    /// Whether a room has `code`.
    func contains(_ code: RoomCode) -> Bool { rooms[code] != nil }

    /// Whether room `code` has a member holding `token`.
    func holds(_ code: RoomCode, token: ResumeToken) -> Bool {
        member(of: code, holding: token) != nil
    }

    /// The member of room `code` holding `token`, if any.
    func member(of code: RoomCode, holding token: ResumeToken) -> MemberID? {
        rooms[code]?.room.members.first { $0.resumeToken == token }?.id
    }

    /// How many rooms the server holds.
    var count: Int { rooms.count }

    /// What ranking room `code`'s deck for one more member needs: its options, the tastes and services of the members
    /// present, and how many films were swiped (they stay on top, so the ranking must reach past them).
    func rankingInput(_ code: RoomCode) -> GroupDeck.Input? {
        guard let hosted = rooms[code] else { return nil }
        let present = Set(hosted.room.presentMembers.map(\.id))
        return GroupDeck.Input(
            options: hosted.options, tastes: hosted.tastes.filter { present.contains($0.key) }, services: hosted.presentServices,
            watchlists: hosted.presentWatchlists, swiped: hosted.swipedFilms.count
        )
    }

    /// Makes a room dealing `cards` with its creator, and welcomes the creator on `outbox`.
    func create(_ request: PartyCreate, cards: [PartyCard], outbox: ConnectionOutbox) throws(RefusalError) -> (RoomCode, MemberID) {
        guard rooms.count < limits.rooms else { throw .serverFull }
        var code = RoomCode.random(using: &generator)
        while rooms[code] != nil { code = .random(using: &generator) }
        var room = PartyRoom(code: code, deck: cards.map(\.id), rules: request.rules)
        let creator: PartyMember
        do {
            creator = try room.join(name: request.name, using: &generator).member
        } catch {
            throw RefusalError(error)
        }
        let now = clock.now
        do {
            try store.create(
                code: code, options: request.options, cards: cards, creator: creator,
                brought: MemberBrings(taste: request.taste, services: request.services, watchlist: request.watchlist), created: now,
                rules: request.rules
            )
        } catch {
            throw .notSaved
        }
        var hosted = HostedRoom(
            room: room, options: request.options, cards: Dictionary(cards.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            tastes: request.taste.map { [creator.id: $0] } ?? [:], services: request.services.isEmpty ? [:] : [creator.id: request.services],
            touched: now, savedTouched: now
        )
        if let watchlist = request.watchlist { hosted.watchlists[creator.id] = watchlist }
        hosted.connections[creator.id] = outbox
        hosted.welcome(creator, on: outbox)
        rooms[code] = hosted
        return (code, creator.id)
    }

    /// Adds a member to room `code` and welcomes them on `outbox`; with `ranked`, the deck is first re-ordered for
    /// the group including them, and the members already there get the new deck.
    func join(_ hello: PartyHello, ranked: (order: [FilmID], cards: [PartyCard])?, outbox: ConnectionOutbox) throws(RefusalError) -> MemberID {
        guard var hosted = rooms[hello.code] else { throw RefusalError(.wrongCode) }
        var room = hosted.room
        var change = RoomChange()
        let sharedBefore = hosted.sharedWatchlists
        // The watchlists of those present and the newcomer's: a member from before them who joins brings none.
        let shared = SharedWatchlists(hosted.presentWatchlists + [hello.watchlist].compactMap { $0 })
        let reordered = ranked.map { ranked in
            for card in ranked.cards where hosted.cards[card.id] == nil { hosted.cards[card.id] = card }
            return hosted.reordered(by: ranked.order, shared: shared)
        } ?? (hello.watchlist == nil ? nil : hosted.rewatchlisted(for: shared))
        if let order = reordered {
            if order != room.deck {
                room = room.dealing(order)
                let before = Set(hosted.room.deck)
                change.deck = (order, order.compactMap { before.contains($0) ? nil : hosted.cards[$0] })
            }
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
        do {
            try store.apply(change, to: room.code)
        } catch {
            throw .notSaved
        }
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
        hosted.connections[joined.member.id] = outbox
        hosted.welcome(joined.member, on: outbox)
        rooms[room.code] = hosted
        // A service the room did not have changes what the cards say even where the order stays.
        // So does a film now on more or fewer watchlists.
        let deckChanged = change.deck != nil || hosted.saysWhereToWatch && hosted.presentServices != servicesBefore
            || hosted.sharedWatchlists != sharedBefore
        hosted.broadcast(joined.events, after: deckChanged ? [ServerMessage.deck(hosted.deckCards)] : [], except: joined.member.id)
        return joined.member.id
    }

    /// Brings back the member of room `code` holding `token` and welcomes them on `outbox`; an earlier connection
    /// of theirs still open is closed, since only one screen can be that member.
    func resume(_ code: RoomCode, token: ResumeToken, outbox: ConnectionOutbox) throws(RefusalError) -> MemberID {
        guard var hosted = rooms[code] else { throw RefusalError(.wrongCode) }
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
        if room != hosted.room || touched != nil {
            var change = RoomChange()
            if room.members != hosted.room.members { change.members.append((joined.member, nil, false)) }
            if let dealt { change.deck = (dealt, []) }
            change.matches = RoomChange.matches(in: joined.events)
            change.touched = touched
            do {
                try store.apply(change, to: code)
            } catch {
                throw .notSaved
            }
        }
        hosted.absences.removeValue(forKey: id)?.cancel()
        if let earlier = hosted.connections[id], earlier.id != outbox.id { earlier.close() }
        hosted.room = room
        hosted.connections[id] = outbox
        hosted.welcome(joined.member, on: outbox)
        let sharedChanged = hosted.sharedWatchlists != sharedBefore
        hosted.broadcast(joined.events, after: sharedChanged ? [ServerMessage.deck(hosted.deckCards)] : [], except: id)
        // The yes votes of the member back count again: the others may have films to be dealt sooner.
        hosted.tellOverlap()
        rooms[code] = hosted
        return id
    }

    /// Keeps `watchlist` as `member`'s watchlist in room `code` (the page's upload), in place of any earlier one, and
    /// deals the films nobody has swiped yet for the watchlists of those present; `cards` are those of the watchlist's
    /// films the room may deal, of which those now shared and not in the deck join it. Every member is told the new
    /// deck when it changed.
    func bring(_ watchlist: PartyWatchlist, to code: RoomCode, member: MemberID, cards: [PartyCard]) throws(RefusalError) {
        guard var hosted = rooms[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        guard hosted.room.members.contains(where: { $0.id == member }) else { throw RefusalError(PartyRoomError.unknownMember(member)) }
        let sharedBefore = hosted.sharedWatchlists
        var after = hosted
        after.watchlists[member] = watchlist
        let shared = after.sharedWatchlists
        // Only films now shared join the deck: one member's watchlist alone does not grow it.
        let added = cards.filter { shared.count(of: $0.id) != nil }
        for card in added where after.cards[card.id] == nil { after.cards[card.id] = card }
        let order = after.rewatchlisted(for: shared, adding: added.map(\.id))
        var change = RoomChange()
        change.watchlist = (member, watchlist)
        if order != hosted.room.deck {
            let before = Set(hosted.room.deck)
            change.deck = (order, order.compactMap { before.contains($0) ? nil : after.cards[$0] })
            after.room = hosted.room.dealing(order)
        }
        change.touched = after.touch(at: clock.now)
        do {
            try store.apply(change, to: code)
        } catch {
            throw .notSaved
        }
        hosted = after
        rooms[code] = hosted
        if change.deck != nil || hosted.sharedWatchlists != sharedBefore { hosted.broadcast([], after: [.deck(hosted.deckCards)]) }
    }

    /// Records `member`'s vote on `film` in room `code` and tells every member what changed.
    func vote(_ code: RoomCode, member: MemberID, film: FilmID, yes: Bool) throws(RefusalError) {
        try change(code, film: film, by: member) { (room: inout PartyRoom, change: inout RoomChange) throws(PartyRoomError) in
            change.votes.append(PartyVote(member: member, film: film, yes: yes))
            return try room.vote(member, film: film, yes: yes)
        }
    }

    /// Takes back `member`'s vote on `film` in room `code` and tells every member what changed.
    func undo(_ code: RoomCode, member: MemberID, film: FilmID) throws(RefusalError) {
        try change(code, film: film, by: member) { (room: inout PartyRoom, change: inout RoomChange) throws(PartyRoomError) in
            change.undone.append((member, film))
            return try room.undo(member, film: film)
        }
    }

    /// Puts `card`'s film, suggested by `member`, on top of room `code`'s deck and tells every member, the card saying
    /// who suggested it. A refusal names the film, since the client cannot tell which message it answers.
    func suggest(_ code: RoomCode, member: MemberID, card: PartyCard) throws(RefusalError) {
        guard var hosted = rooms[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        let title = card.year.map { "\(card.title) (\($0))" } ?? card.title
        var room = hosted.room
        let events: [PartyEvent]
        do {
            events = try room.suggest(member, film: card.id)
        } catch {
            throw RefusalError(PartyRefusal(suggesting: title, error))
        }
        let isNewCard = hosted.cards[card.id] == nil
        var change = RoomChange()
        change.deck = (room.deck, isNewCard ? [card] : [])
        change.suggestion = (card.id, member)
        change.touched = hosted.touch(at: clock.now)
        do {
            try store.apply(change, to: code)
        } catch {
            throw RefusalError(PartyRefusal(reason: .other, message: "The server could not save your suggestion of \(title); try again in a moment."))
        }
        if isNewCard { hosted.cards[card.id] = card }
        hosted.room = room
        rooms[code] = hosted
        let suggested = hosted.card(of: card.id).map(ServerMessage.suggested)
        hosted.broadcast(events, after: suggested.map { [$0] } ?? [])
    }

    /// Picks a film for room `code` at random, as `member` asked: every member is told the countdown (`deciding` 3, 2,
    /// 1, a second apart), then the pick, recorded with the room. The candidates are those when asked.
    func decide(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        guard var hosted = rooms[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        guard hosted.countdown == nil else {
            throw RefusalError(PartyRefusal(reason: .deciding, message: "the room is already deciding: the pick shows in a moment"))
        }
        let pick: PartyPick
        do {
            pick = try hosted.room.decide(using: &generator)
        } catch {
            throw RefusalError(error)
        }
        let (clock, start) = (clock, clock.now)
        hosted.broadcast([], after: [.deciding(seconds: PartyPick.countdown)])
        hosted.countdown = Task {
            for elapsed in 1...PartyPick.countdown {
                do {
                    try await clock.sleep(until: start + .seconds(elapsed))
                } catch {
                    return
                }
                let left = PartyPick.countdown - elapsed
                if left > 0 { self.rooms[code]?.broadcast([], after: [.deciding(seconds: left)]) }
            }
            self.reveal(pick, in: code)
        }
        rooms[code] = hosted
    }

    /// Closes room `code` for everyone, as its host `member` asked: the room is removed from the store, every member
    /// is told how it ended (its matches and pick), and their connections close once that is written.
    func end(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        guard let hosted = rooms[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        do {
            try hosted.room.requireHost(member)
        } catch {
            throw RefusalError(error)
        }
        do {
            try store.delete(code)
        } catch {
            throw RefusalError(PartyRefusal(reason: .other, message: "the server could not end the room; try again in a moment"))
        }
        hosted.countdown?.cancel()
        for task in hosted.absences.values { task.cancel() }
        rooms[code] = nil
        hosted.broadcast([], after: [.ended(PartyEnding(matches: hosted.room.matches, pick: hosted.room.pick))])
        for outbox in hosted.connections.values { outbox.finish() }
    }

    /// `member` leaves room `code` for good, at once; it can complete matches they were blocking.
    func leave(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        rooms[code]?.absences.removeValue(forKey: member)?.cancel()
        try markGone(code, member: member)
        rooms[code]?.connections[member] = nil
    }

    /// The connection `outbox` of `member` ended with the client saying goodbye (a close frame with 1000 or 1001, as
    /// a quit or a closed page sends): they leave at once, as with `leave`.
    func saidGoodbye(_ code: RoomCode, member: MemberID, outbox: Int) {
        guard !stopping, rooms[code]?.connections[member]?.id == outbox else { return }
        try? leave(code, member: member)
    }

    /// The connection `outbox` of `member` ended: after the grace period, unless they came back, they are gone.
    func disconnected(_ code: RoomCode, member: MemberID, outbox: Int) {
        guard !stopping, let hosted = rooms[code], hosted.connections[member]?.id == outbox else { return }
        rooms[code]?.connections[member] = nil
        guard grace > .zero else {
            try? markGone(code, member: member)
            return
        }
        let (clock, end) = (clock, clock.now + grace)
        rooms[code]?.absences[member] = Task {
            do {
                try await clock.sleep(until: end)
            } catch {
                return
            }
            self.graceEnded(code, member: member)
        }
    }

    /// Closes and removes the rooms idle at `now`: nobody connected, and nothing done for the room lifetime. A room
    /// the store cannot remove now goes from memory all the same; the next start removes it from the disk. Returns how
    /// many it closed.
    @discardableResult
    func closeIdleRooms(at now: Date) -> Int {
        var closed = 0
        for (code, hosted) in rooms where hosted.isIdle(at: now, lifetime: limits.roomLifetime) {
            for task in hosted.absences.values { task.cancel() }
            hosted.countdown?.cancel()
            rooms[code] = nil
            try? store.delete(code)
            closed += 1
        }
        return closed
    }

    /// The server is stopping: connections dropping from now on are not members leaving.
    func stop() {
        stopping = true
        for code in rooms.keys {
            for task in rooms[code]!.absences.values { task.cancel() }
            rooms[code]!.absences = [:]
            rooms[code]!.countdown?.cancel()
            rooms[code]!.countdown = nil
        }
    }

    // MARK: Changes

    // The countdown is over: the pick is kept with the room, then shown to everyone at once. One that cannot be saved
    // is not shown: the room decides again.
    private func reveal(_ pick: PartyPick, in code: RoomCode) {
        guard var hosted = rooms[code] else { return }
        hosted.countdown = nil
        var room = hosted.room
        room.record(pick)
        var change = RoomChange()
        change.pick = pick
        change.touched = hosted.touch(at: clock.now)
        do {
            try store.apply(change, to: code)
            hosted.room = room
            hosted.broadcast([], after: [.decided(pick)])
        } catch {
            hosted.broadcast([], after: [.refused(PartyRefusal(reason: .deciding, message: "the server could not save its pick; press d to decide again"))])
        }
        rooms[code] = hosted
    }

    private func graceEnded(_ code: RoomCode, member: MemberID) {
        guard !stopping, rooms[code]?.connections[member] == nil else { return }
        rooms[code]?.absences[member] = nil
        // Nothing to tell anyone if it cannot be saved: the member stays present, as the server knew them.
        try? markGone(code, member: member)
    }

    private func markGone(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        let servicesBefore = rooms[code]?.presentServices
        let sharedBefore = rooms[code]?.sharedWatchlists
        let before = rooms[code]
        try change(code) { (room: inout PartyRoom, change: inout RoomChange) throws(PartyRoomError) in
            let events = try room.leave(member)
            if let gone = room.members.first(where: { $0.id == member }) { change.members.append((gone, nil, false)) }
            // Their watchlist no longer counts: the films not yet swiped are dealt for the watchlists of those left.
            if let before, let dealt = Self.dealtForWatchlists(before, room: room) {
                room = room.dealing(dealt)
                change.deck = (dealt, [])
            }
            return events
        }
        // The cards no longer name the services of the one who left, nor count their watchlist; the films they brought
        // stay dealt.
        if let hosted = rooms[code],
           hosted.saysWhereToWatch && hosted.presentServices != servicesBefore || hosted.sharedWatchlists != sharedBefore {
            hosted.broadcast([], after: [.deck(hosted.deckCards)])
        }
    }

    // The order of `hosted`'s deck once its room is `room` (a member came or went), dealt for the watchlists of those
    // present then; nil when that changes nothing.
    private static func dealtForWatchlists(_ hosted: HostedRoom, room: PartyRoom) -> [FilmID]? {
        guard !hosted.watchlists.isEmpty else { return nil }
        var after = hosted
        after.room = room
        let order = after.rewatchlisted(for: after.sharedWatchlists)
        return order == room.deck ? nil : order
    }

    // Applies `operation` to a copy of room `code`, saves what changed, then keeps it and tells every member; an
    // operation on one `film` by one member tells the others that film if it is newly liked, and that member how many
    // likes they have left if it changed.
    private func change(
        _ code: RoomCode, film: FilmID? = nil, by member: MemberID? = nil,
        _ operation: (inout PartyRoom, inout RoomChange) throws(PartyRoomError) -> [PartyEvent]
    ) throws(RefusalError) {
        guard var hosted = rooms[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        var room = hosted.room
        var change = RoomChange()
        let events: [PartyEvent]
        do {
            events = try operation(&room, &change)
        } catch {
            throw RefusalError(error)
        }
        // The same vote again, or an undo of nothing: nothing to save or tell.
        guard room != hosted.room else { return }
        change.matches = RoomChange.matches(in: events)
        change.touched = hosted.touch(at: clock.now)
        do {
            try store.apply(change, to: code)
        } catch {
            throw .notSaved
        }
        let likesBefore = member.flatMap(hosted.room.likesLeft(for:))
        hosted.room = room
        hosted.broadcast(events)
        if let film { hosted.tellOverlap(among: [film]) }
        if let member, let left = room.likesLeft(for: member), left != likesBefore { hosted.connections[member]?.send(.likes(left: left)) }
        rooms[code] = hosted
    }
}
