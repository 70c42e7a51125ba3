import FilmSwipeParty
import Logging

/// The book's reading: whether a room is there, waking one from the store, and what a room's members and deck hold.
extension RoomBook {
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
}
