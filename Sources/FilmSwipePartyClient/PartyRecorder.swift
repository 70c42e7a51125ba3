import FilmSwipeDomain
import FilmSwipeParty

/// Writes what a room did to the member's side (its pick, who was there, that it ended) for `party matches`; each
/// write gives back what failed, to be told to the player.
actor PartyRecorder {
    private let store: any PartySessionStore
    private let server: String
    /// The names recorded as seen in each room, so each is written once.
    private var seen: Set<String> = []

    /// A recorder writing the rooms of `server` to `store`.
    init(store: any PartySessionStore, server: String) {
        self.store = store
        self.server = server
    }

    /// Writes `pick` as `room`'s pick; what failed, if anything.
    func record(_ pick: PartyPick, in room: PartyClientRoom) async -> PartySessionError? {
        guard let code = room.code else { return nil }
        let title = room.card(pick.film)?.title ?? pick.film.description, year = room.card(pick.film)?.year
        do {
            try await store.recordPick(PartyPickRecord(code: code.text, film: pick.film, title: title, year: year, sequence: pick.sequence), server: server)
            return nil
        } catch {
            return .matchNotRecorded(title: title, reason: PlayerMessage.describing(error))
        }
    }

    /// Writes the names of `room`'s members present not written yet as having been in it. What failed is tried again
    /// with the next list, and told.
    func see(_ room: PartyClientRoom) async -> PartySessionError? {
        guard let code = room.code else { return nil }
        var names: [String] = []
        for member in room.members where member.present && !seen.contains(member.name.text) && !names.contains(member.name.text) {
            names.append(member.name.text)
        }
        guard !names.isEmpty else { return nil }
        seen.formUnion(names)
        do {
            try await store.recordMembers(names, code: code, server: server)
            return nil
        } catch {
            seen.subtract(names)
            return .membersNotRecorded(reason: PlayerMessage.describing(error))
        }
    }

    /// Writes that `room` is over, with the pick it ended with; what failed.
    func recordEnding(_ ending: PartyEnding, of room: PartyClientRoom) async -> [PartySessionError] {
        guard let code = room.code else { return [] }
        var failures: [PartySessionError] = []
        if let pick = ending.pick, let failure = await record(pick, in: room) { failures.append(failure) }
        do {
            try await store.recordEnded(code: code, server: server)
        } catch {
            failures.append(.endNotRecorded(code: code.text, reason: PlayerMessage.describing(error)))
        }
        return failures
    }
}
