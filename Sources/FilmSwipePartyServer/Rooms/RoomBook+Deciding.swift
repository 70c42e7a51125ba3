import FilmSwipeParty

/// The book's random pick: the countdown every member sees, then the pick kept with the room.
extension RoomBook {
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
}
