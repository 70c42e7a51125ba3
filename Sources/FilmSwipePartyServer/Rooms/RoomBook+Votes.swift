import FilmSwipeDomain
import FilmSwipeParty

/// The book's votes: a member's vote on a film, taken back, and what it tells the others.
extension RoomBook {
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
}
