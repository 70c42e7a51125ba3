import Foundation

/// The book's sweeping: rooms past their life closed, and quiet rooms put to sleep.
extension RoomBook {
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
}
