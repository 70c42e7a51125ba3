import FilmSwipeParty

/// The book's departures: the host ending a room, members leaving or dropping and their grace, and the server stopping.
extension RoomBook {
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
}
