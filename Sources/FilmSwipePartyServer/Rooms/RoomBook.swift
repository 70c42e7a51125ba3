import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Logging

// The book's stored state and the helpers its operations share; the operations are in RoomBook+<Concern>.swift.

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

    // MARK: Changes

    func graceTimer(_ code: RoomCode, member: MemberID, owner: PartyRooms) -> Task<Void, Never> {
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

    // Removes room `code` now, its deletion saved with the batch, its members told `mail` once it is.
    mutating func close(
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

    // The order of `hosted`'s deck once its room is `room` (a member came or went), dealt for the watchlists of those
    // present then; nil when that changes nothing.
    static func dealtForWatchlists(_ hosted: HostedRoom, room: PartyRoom) -> [FilmID]? {
        guard !hosted.watchlists.isEmpty else { return nil }
        var after = hosted
        after.room = room
        let order = after.rewatchlisted(for: after.sharedWatchlists)
        return order == room.deck ? nil : order
    }

    // Keeps `hosted` as room `code` now, and records its change to be saved and its mail to be sent once it is.
    mutating func keep(
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
    mutating func note(_ code: RoomCode) {
        if pending.before.index(forKey: code) == nil { pending.before.updateValue(slots[code], forKey: code) }
    }
}
