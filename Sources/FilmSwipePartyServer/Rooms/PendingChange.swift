import FilmSwipeParty

/// One room operation made in memory and waiting for its batch to be saved: what to write, what to tell once it is
/// written, and what to do if it cannot be.
struct PendingChange {
    /// The room it changed.
    let code: RoomCode
    /// What it was, for the log: "a vote", "a member leaving" (never whose, nor in which room).
    let what: String
    /// What to write.
    var change: RoomChange
    /// What every member is told once it is saved, in order.
    var mail: [(MemberLink, Outgoing)]
    /// Who is told what when it cannot be saved (the member who asked: their client sends it again).
    var refusals: [(MemberLink, PartyRefusal)] = []
    /// Told whether it was saved, after the mail is on its way: a connection waiting to know if it joined.
    var settled: (@Sendable (Bool) -> Void)?
    /// Whether the room goes back to how it was when it cannot be saved; a room closed after its lifetime does not (it is
    /// gone from memory all the same, and the next start removes it from the disk).
    var undoable = true
}

/// The operations made since the last save began: saved together, in one transaction, then told in order.
struct PendingBatch {
    /// The operations, in order.
    var changes: [PendingChange] = []
    /// Each room as it was before the batch's first change to it (nil: it did not exist): what a batch that cannot be
    /// saved puts back.
    var before: [RoomCode: RoomSlot?] = [:]

    var isEmpty: Bool { changes.isEmpty }
}
