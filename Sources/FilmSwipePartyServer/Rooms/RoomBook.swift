import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Logging

/// Told, once a join or create is saved, the room and member it made; nil if it could not be saved.
typealias JoinSettled = @Sendable ((code: RoomCode, member: MemberID)?) -> Void

/// Every room on a server and what waits to be saved: the state `PartyRooms` guards with its lock, and the room
/// operations, each a small change to a value made at once (so the next operation sees it), recorded to be saved with
/// the others of its batch, and told only once saved.
struct RoomBook {
    let store: PartyStore
    let grace: Duration
    let limits: PartyServerLimits
    let clock: any PartyClock
    let logger: Logger
    /// Every room, asleep or awake.
    var slots: [RoomCode: RoomSlot]
    /// The cards of every awake room's deck.
    var shelf = CardShelf()
    var generator = SystemRandomNumberGenerator()
    /// Once the server is stopping, dropped connections are the server's doing: marking those members gone could
    /// complete matches nobody made.
    var stopping = false
    /// The operations waiting for their save.
    var pending = PendingBatch()
    /// The batch being saved now, if one is.
    var saving: PendingBatch?
    /// Whether a save is asked for and not yet begun.
    var saveAsked = false

    // MARK: Reading

    /// Whether a room has `code`.
    func contains(_ code: RoomCode) -> Bool { slots[code] != nil }

    /// How many rooms there are, asleep or awake.
    var count: Int { slots.count }

    /// Room `code`, woken (read from the store) if it was asleep; nil if there is none or it cannot be read.
    mutating func awake(_ code: RoomCode) -> HostedRoom? {
        switch slots[code] {
        case .awake(let hosted)?:
            return hosted
        case .asleep(let summary)?:
            let stored: StoredRoom?
            do {
                let shelf = self.shelf
                stored = try store.room(code, summary: summary) { !shelf.holds($0) }
            } catch {
                // Left asleep: the next one to come may find the store readable again.
                logger.error("could not read a room from the store", metadata: ["error": "\(StoreFailure(error))"])
                return nil
            }
            guard let stored else {
                logger.error("a room in the store could not be read (damaged): it is left out")
                slots[code] = nil
                return nil
            }
            for card in stored.cards { shelf.put(card) }
            let room = PartyRoom(
                code: stored.code, deck: stored.deck, members: stored.members, votes: stored.votes, matches: stored.matches,
                suggestions: stored.suggestions, rules: stored.rules, pick: stored.pick
            )
            let hosted = HostedRoom(
                room: room, options: stored.options, tastes: stored.tastes, services: stored.services, watchlists: stored.watchlists,
                summary: summary, savedTouched: summary.touched
            )
            slots[code] = .awake(hosted)
            return hosted
        case nil:
            return nil
        }
    }

    /// The member of room `code` holding `token`, if any.
    mutating func member(of code: RoomCode, holding token: ResumeToken) -> MemberID? {
        awake(code)?.room.members.first { $0.resumeToken == token }?.id
    }

    /// What ranking room `code`'s deck for one more member needs: its options, the tastes and services of the members
    /// present, and how many films were swiped (they stay on top, so the ranking must reach past them).
    mutating func rankingInput(_ code: RoomCode) -> GroupDeck.Input? {
        guard let hosted = awake(code) else { return nil }
        let present = Set(hosted.room.presentMembers.map(\.id))
        return GroupDeck.Input(
            options: hosted.options, tastes: hosted.tastes.filter { present.contains($0.key) }, services: hosted.presentServices,
            watchlists: hosted.presentWatchlists, swiped: hosted.swipedFilms.count
        )
    }

    /// How many live rooms were created from `address`.
    func rooms(createdBy address: ClientAddress) -> Int {
        slots.values.count { $0.summary.creator == address }
    }

    // MARK: Operations

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

    /// Records `member`'s vote on `film` in room `code` and tells every member what changed.
    mutating func vote(_ code: RoomCode, member: MemberID, film: FilmID, yes: Bool, link: MemberLink) throws(RefusalError) {
        try change(code, film: film, by: member, link: link) { (room: inout PartyRoom, change: inout RoomChange) throws(PartyRoomError) in
            change.votes.append(PartyVote(member: member, film: film, yes: yes))
            return try room.vote(member, film: film, yes: yes)
        }
    }

    /// Takes back `member`'s vote on `film` in room `code` and tells every member what changed.
    mutating func undo(_ code: RoomCode, member: MemberID, film: FilmID, link: MemberLink) throws(RefusalError) {
        try change(code, film: film, by: member, link: link) { (room: inout PartyRoom, change: inout RoomChange) throws(PartyRoomError) in
            change.undone.append((member, film))
            return try room.undo(member, film: film)
        }
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

    /// Picks a film for room `code` at random, as `member` asked: every member is told the countdown (`deciding` 3, 2,
    /// 1, a second apart), then the pick, recorded with the room. The candidates are those when asked.
    mutating func decide(_ code: RoomCode, member: MemberID, owner: PartyRooms) throws(RefusalError) {
        guard var hosted = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
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
        hosted.countdown = Task {
            for elapsed in 1...PartyPick.countdown {
                do {
                    try await clock.sleep(until: start + .seconds(elapsed))
                } catch {
                    return
                }
                let left = PartyPick.countdown - elapsed
                if left > 0 { owner.countingDown(code, left: left) }
            }
            owner.reveal(pick, in: code)
        }
        keep(hosted, for: code, what: "a countdown", change: RoomChange(), mail: hosted.broadcast([], after: [OutgoingJSON.message(.deciding(seconds: PartyPick.countdown))]))
    }

    /// A second of room `code`'s countdown passed: `left` to go.
    mutating func countingDown(_ code: RoomCode, left: Int) {
        guard case .awake(let hosted)? = slots[code] else { return }
        keep(hosted, for: code, what: "a countdown", change: RoomChange(), mail: hosted.broadcast([], after: [OutgoingJSON.message(.deciding(seconds: left))]))
    }

    /// The countdown is over: the pick is kept with the room, then shown to everyone at once. One that cannot be saved
    /// is not shown: the room decides again.
    mutating func reveal(_ pick: PartyPick, in code: RoomCode) {
        guard case .awake(var hosted)? = slots[code] else { return }
        hosted.countdown = nil
        hosted.room.record(pick)
        var change = RoomChange()
        change.pick = pick
        change.touched = hosted.touch(at: clock.now)
        let refusal = PartyRefusal(reason: .deciding, message: "the server could not save its pick; press d to decide again")
        keep(
            hosted, for: code, what: "a pick", change: change, mail: hosted.broadcast([], after: [OutgoingJSON.message(.decided(pick))]),
            refusals: hosted.connections.values.map { ($0, refusal) }
        )
    }

    /// Closes room `code` for everyone, as its host `member` asked: the room is removed from the store, every member
    /// is told how it ended (its matches and pick), and their connections close once that is written.
    mutating func end(_ code: RoomCode, member: MemberID, link: MemberLink) throws(RefusalError) {
        guard let hosted = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
        do {
            try hosted.room.requireHost(member)
        } catch {
            throw RefusalError(error)
        }
        var mail = hosted.broadcast([], after: [OutgoingJSON.message(.ended(PartyEnding(matches: hosted.room.matches, pick: hosted.room.pick)))])
        mail += hosted.connections.values.map { ($0, Outgoing.finish) }
        let refusal = PartyRefusal(reason: .other, message: "the server could not end the room; try again in a moment")
        close(code, what: "a room ended", mail: mail, refusals: [(link, refusal)], undoable: true)
    }

    /// `member` leaves room `code` for good, at once; it can complete matches they were blocking.
    mutating func leave(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        guard case .awake(var hosted)? = slots[code] else { throw RefusalError(PartyRefusal.wrongCode) }
        note(code)
        hosted.absences.removeValue(forKey: member)?.cancel()
        slots[code] = .awake(hosted)
        try markGone(code, member: member)
        // Told of their own leaving as the others are, then no longer sent anything.
        if case .awake(var after)? = slots[code] {
            after.connections[member] = nil
            slots[code] = .awake(after)
        }
    }

    /// The connection `link` of `member` ended with the client saying goodbye (a close frame with 1000 or 1001, as a
    /// quit or a closed page sends): they leave at once, as with `leave`.
    mutating func saidGoodbye(_ code: RoomCode, member: MemberID, link: MemberLink) {
        guard !stopping, case .awake(let hosted)? = slots[code], hosted.connections[member] === link else { return }
        do {
            try leave(code, member: member)
        } catch {
            // The room or member is gone already: nothing to leave.
        }
    }

    /// The connection `link` of `member` ended: after the grace period, unless they came back, they are gone.
    mutating func disconnected(_ code: RoomCode, member: MemberID, link: MemberLink, owner: PartyRooms) {
        guard !stopping, case .awake(var hosted)? = slots[code], hosted.connections[member] === link else { return }
        hosted.connections[member] = nil
        guard grace > .zero else {
            slots[code] = .awake(hosted)
            do {
                try markGone(code, member: member)
            } catch {
                // The member is gone already.
            }
            return
        }
        hosted.absences[member] = graceTimer(code, member: member, owner: owner)
        slots[code] = .awake(hosted)
    }

    /// `member`'s grace in room `code` is over: unless they came back, they are gone.
    mutating func graceEnded(_ code: RoomCode, member: MemberID) {
        guard !stopping, case .awake(var hosted)? = slots[code], hosted.connections[member] == nil else { return }
        hosted.absences[member] = nil
        slots[code] = .awake(hosted)
        do {
            try markGone(code, member: member)
        } catch {
            // The member is gone already.
        }
    }

    /// Closes and removes the rooms idle at `now`: nobody in them, and their life over (an hour after it was made for
    /// one nobody joined, `roomLifetime` after its last use for one friends joined). A room the store cannot remove goes
    /// from memory all the same; the next start removes it from the disk. Returns how many it closed.
    mutating func closeIdleRooms(at now: Date) -> Int {
        var closed = 0
        for (code, slot) in slots {
            let idle: Bool
            switch slot {
            case .asleep(let summary): idle = summary.expired(at: now, lifetime: limits.roomLifetime, unjoinedLifetime: limits.unjoinedRoomLifetime)
            case .awake(let hosted): idle = hosted.isIdle(at: now, lifetime: limits.roomLifetime, unjoinedLifetime: limits.unjoinedRoomLifetime)
            }
            guard idle else { continue }
            close(code, what: "a room closed after its lifetime", undoable: false)
            closed += 1
        }
        return closed
    }

    /// Puts to sleep the awake rooms nobody has been in for `after`: their members, votes and deck leave memory until
    /// someone comes back. Returns how many.
    mutating func sleepQuietRooms(at now: Date, after: Duration) -> Int {
        let waiting = Set(pending.changes.map(\.code)).union(saving?.changes.map(\.code) ?? [])
        var slept = 0
        for (code, slot) in slots {
            guard case .awake(let hosted) = slot, hosted.connections.isEmpty, hosted.room.presentMembers.isEmpty, hosted.absences.isEmpty,
                  hosted.countdown == nil, !waiting.contains(code), hosted.summary.touched + after <= now else { continue }
            slots[code] = .asleep(hosted.summary)
            slept += 1
        }
        return slept
    }

    /// The server is stopping: connections dropping from now on are not members leaving.
    mutating func stop() {
        stopping = true
        for (code, slot) in slots {
            guard case .awake(var hosted) = slot else { continue }
            for task in hosted.absences.values { task.cancel() }
            hosted.absences = [:]
            hosted.countdown?.cancel()
            hosted.countdown = nil
            slots[code] = .awake(hosted)
        }
    }

    // MARK: Saving

    /// The batch to save now, taken from what is pending; nil when nothing is.
    mutating func takeBatch() -> PendingBatch? {
        saveAsked = false
        guard !pending.isEmpty else { return nil }
        let batch = pending
        pending = PendingBatch()
        saving = batch
        return batch
    }

    /// `batch` was saved: nothing to undo.
    mutating func saved(_ batch: PendingBatch) {
        saving = nil
    }

    /// `batch` could not be saved: its rooms go back to how they were before it, and so do the operations pending on
    /// them since (made on what is now undone); returns those operations, to be refused.
    mutating func notSaved(_ batch: PendingBatch, owner: PartyRooms) -> [PendingChange] {
        saving = nil
        let undone = Set(batch.changes.filter(\.undoable).map(\.code))
        let later = pending.changes.filter { undone.contains($0.code) }
        pending.changes.removeAll { undone.contains($0.code) }
        for code in undone { pending.before[code] = nil }
        for code in undone {
            slots[code] = batch.before[code] ?? nil
            if case .awake(var hosted)? = slots[code] {
                repair(&hosted, code: code, owner: owner)
                slots[code] = .awake(hosted)
            }
        }
        return batch.changes + later
    }

    // A room put back as it was may name connections that have closed since, and timers since cancelled: those members
    // start their grace again, as a dropped connection does.
    private func repair(_ hosted: inout HostedRoom, code: RoomCode, owner: PartyRooms) {
        for (member, link) in hosted.connections where !link.channel.isActive {
            hosted.connections[member] = nil
            hosted.absences[member] = graceTimer(code, member: member, owner: owner)
        }
        for (member, task) in hosted.absences where task.isCancelled {
            hosted.absences[member] = graceTimer(code, member: member, owner: owner)
        }
        if hosted.countdown?.isCancelled == true { hosted.countdown = nil }
    }

    // MARK: Changes

    private func graceTimer(_ code: RoomCode, member: MemberID, owner: PartyRooms) -> Task<Void, Never> {
        let (clock, end) = (clock, clock.now + grace)
        return Task {
            do {
                try await clock.sleep(until: end)
            } catch {
                return
            }
            owner.graceEnded(code, member: member)
        }
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

    // Removes room `code` now, its deletion saved with the batch, its members told `mail` once it is.
    private mutating func close(
        _ code: RoomCode, what: String, mail: [(MemberLink, Outgoing)] = [], refusals: [(MemberLink, PartyRefusal)] = [], undoable: Bool
    ) {
        guard let slot = slots[code] else { return }
        if case .awake(let hosted) = slot {
            for task in hosted.absences.values { task.cancel() }
            hosted.countdown?.cancel()
        }
        note(code)
        slots[code] = nil
        for (link, _) in mail { link.expect(1) }
        var change = RoomChange()
        change.deleted = true
        pending.changes.append(PendingChange(code: code, what: what, change: change, mail: mail, refusals: refusals, undoable: undoable))
    }

    private mutating func markGone(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        guard let before = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
        var hosted = before
        var room = hosted.room
        let events: [PartyEvent]
        do {
            events = try room.leave(member)
        } catch {
            throw RefusalError(error)
        }
        guard room != before.room else { return }
        var change = RoomChange()
        if let gone = room.members.first(where: { $0.id == member }) { change.members.append((gone, nil, false)) }
        // Their watchlist no longer counts: the films not yet swiped are dealt for the watchlists of those left.
        if let dealt = Self.dealtForWatchlists(before, room: room) {
            room = room.dealing(dealt)
            change.deck = (dealt, [])
        }
        change.matches = RoomChange.matches(in: events)
        change.touched = hosted.touch(at: clock.now)
        hosted.room = room
        var mail = hosted.broadcast(events)
        // The cards no longer name the services of the one who left, nor count their watchlist; the films they brought
        // stay dealt.
        if hosted.saysWhereToWatch && hosted.presentServices != before.presentServices || hosted.sharedWatchlists != before.sharedWatchlists {
            mail += hosted.broadcast([], after: [OutgoingJSON.deck(hosted.deckJSON(shelf))])
        }
        keep(hosted, for: code, what: "a member leaving", change: change, mail: mail)
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

    // Applies `operation` to room `code` and records what changed; an operation on one `film` by one member tells the
    // others that film if it is newly liked, and that member how many likes they have left if it changed.
    private mutating func change(
        _ code: RoomCode, film: FilmID, by member: MemberID, link: MemberLink,
        _ operation: (inout PartyRoom, inout RoomChange) throws(PartyRoomError) -> [PartyEvent]
    ) throws(RefusalError) {
        guard var hosted = awake(code) else { throw RefusalError(PartyRefusal.wrongCode) }
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
        let likesBefore = hosted.room.likesLeft(for: member)
        hosted.room = room
        var mail = hosted.broadcast(events)
        mail += hosted.overlapNews(among: [film])
        if let left = room.likesLeft(for: member), left != likesBefore, let own = hosted.connections[member] {
            mail.append((own, .text(OutgoingJSON.message(.likes(left: left)))))
        }
        keep(hosted, for: code, what: "a vote", change: change, mail: mail, refusals: [(link, RefusalError.notSaved.refusal)])
    }

    // Keeps `hosted` as room `code` now, and records its change to be saved and its mail to be sent once it is.
    private mutating func keep(
        _ hosted: HostedRoom, for code: RoomCode, what: String, change: RoomChange, mail: [(MemberLink, Outgoing)], refusing: [MemberLink] = [],
        refusals: [(MemberLink, PartyRefusal)] = [], settled: (@Sendable (Bool) -> Void)? = nil
    ) {
        note(code)
        slots[code] = .awake(hosted)
        for (link, _) in mail { link.expect(1) }
        pending.changes.append(PendingChange(
            code: code, what: what, change: change, mail: mail, refusals: refusals + refusing.map { ($0, RefusalError.notSaved.refusal) }, settled: settled
        ))
    }

    // Notes room `code` as it is before the pending batch's first change to it.
    private mutating func note(_ code: RoomCode) {
        if pending.before.index(forKey: code) == nil { pending.before.updateValue(slots[code], forKey: code) }
    }
}
