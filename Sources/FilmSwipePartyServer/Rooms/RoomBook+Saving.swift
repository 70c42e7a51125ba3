import FilmSwipeParty

/// The book's saving: the batch taken to be saved, and a batch saved or undone.
extension RoomBook {
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
}
