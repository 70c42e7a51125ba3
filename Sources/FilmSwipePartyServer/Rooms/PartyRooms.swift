import Dispatch
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Logging
import Synchronization

/// Every room on one server, behind one lock: each operation is a small change to a value, made at once by the thread
/// that asked (a connection's event loop), so the order every member hears things in is the order they happened.
///
/// What an operation changed is saved with the others of its batch, in one SQLite transaction, on a queue of its own;
/// only then is anyone told (a vote's count, a welcome), in order. Under load many operations share a transaction; a
/// quiet server saves each at once. A batch that cannot be saved never happened: its rooms go back to how they were,
/// and whoever asked is refused (their client sends it again).
final class PartyRooms: Sendable {
    private let book: Mutex<RoomBook>
    private let store: PartyStore
    private let saving = DispatchQueue(label: "filmswipe.party-server.store")
    private let logger: Logger
    private let limits: PartyServerLimits

    /// The rooms `store` holds, every member absent until they come back: only their summaries are read, the rest when
    /// someone comes back. Those whose life ended while the server was down are removed in its first round. `grace` is
    /// how long a dropped connection waits before its member counts as gone, by `clock`. Store failures it survives go
    /// to `logger`, without a code, name or token.
    init(store: PartyStore, grace: Duration, limits: PartyServerLimits, clock: any PartyClock, logger: Logger) throws {
        self.store = store
        self.logger = logger
        self.limits = limits
        let summaries = try store.summaries()
        var book = RoomBook(
            store: store, grace: grace, limits: limits, clock: clock, logger: logger,
            slots: Dictionary(summaries.map { ($0.code, RoomSlot.asleep($0)) }, uniquingKeysWith: { first, _ in first })
        )
        // The rooms whose life ended while the server was down go now; their removal from the disk is saved at once.
        let ended = book.closeIdleRooms(at: clock.now)
        book.saveAsked = ended > 0
        self.book = Mutex(book)
        if ended > 0 { saving.async { self.save() } }
    }

    // MARK: Reading

    /// Whether a room has `code`.
    func contains(_ code: RoomCode) -> Bool { book.withLock { $0.contains(code) } }

    /// Whether room `code` has a member holding `token`.
    func holds(_ code: RoomCode, token: ResumeToken) -> Bool { member(of: code, holding: token) != nil }

    /// The member of room `code` holding `token`, if any.
    func member(of code: RoomCode, holding token: ResumeToken) -> MemberID? {
        book.withLock { $0.member(of: code, holding: token) }
    }

    /// How many rooms the server holds.
    var count: Int { book.withLock { $0.count } }

    /// How many rooms are awake (whole in memory), and how many cards their decks share.
    var inMemory: (rooms: Int, cards: Int) {
        book.withLock { book in (book.slots.values.count { if case .awake = $0 { true } else { false } }, book.shelf.count) }
    }

    /// What ranking room `code`'s deck for one more member needs.
    func rankingInput(_ code: RoomCode) -> GroupDeck.Input? { book.withLock { $0.rankingInput(code) } }

    // MARK: Operations

    /// Makes a room dealing `cards` with its creator (created from `address`); `settled` hears whether it was saved,
    /// after the creator's welcome is on its way on `link`.
    func create(
        _ request: PartyCreate, cards: [PartyCard], link: MemberLink, from address: ClientAddress, settled: @escaping JoinSettled
    ) throws(RefusalError) -> (RoomCode, MemberID) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.create(request, cards: cards, link: link, from: address, settled: settled) }
    }

    /// Adds a member to room `code` (see `RoomBook.join`).
    func join(
        _ hello: PartyHello, ranked: (order: [FilmID], cards: [PartyCard])?, link: MemberLink, settled: @escaping JoinSettled
    ) throws(RefusalError) -> MemberID {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.join(hello, ranked: ranked, link: link, settled: settled) }
    }

    /// Brings back the member of room `code` holding `token` (see `RoomBook.resume`).
    func resume(_ code: RoomCode, token: ResumeToken, link: MemberLink, settled: @escaping JoinSettled) throws(RefusalError) -> MemberID {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.resume(code, token: token, link: link, settled: settled) }
    }

    /// Keeps `watchlist` as `member`'s in room `code` (see `RoomBook.bring`), returning once it is saved.
    func bring(_ watchlist: PartyWatchlist, to code: RoomCode, member: MemberID, cards: [PartyCard]) async throws(RefusalError) {
        let saved: Bool = try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Bool, RefusalError>, Never>) in
            do throws(RefusalError) {
                try changing { (book: inout RoomBook) throws(RefusalError) in
                    try book.bring(watchlist, to: code, member: member, cards: cards) { continuation.resume(returning: .success($0)) }
                }
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }.get()
        guard saved else { throw .notSaved }
    }

    /// Records `member`'s vote on `film` in room `code` (see `RoomBook.vote`).
    func vote(_ code: RoomCode, member: MemberID, film: FilmID, yes: Bool, link: MemberLink) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.vote(code, member: member, film: film, yes: yes, link: link) }
    }

    /// Takes back `member`'s vote on `film` in room `code`.
    func undo(_ code: RoomCode, member: MemberID, film: FilmID, link: MemberLink) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.undo(code, member: member, film: film, link: link) }
    }

    /// Puts `card`'s film, suggested by `member`, on top of room `code`'s deck.
    func suggest(_ code: RoomCode, member: MemberID, card: PartyCard, link: MemberLink) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.suggest(code, member: member, card: card, link: link) }
    }

    /// Picks a film for room `code` at random after a countdown, as `member` asked.
    func decide(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.decide(code, member: member, owner: self) }
    }

    /// Closes room `code` for everyone, as its host `member` asked.
    func end(_ code: RoomCode, member: MemberID, link: MemberLink) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.end(code, member: member, link: link) }
    }

    /// `member` leaves room `code` for good, at once.
    func leave(_ code: RoomCode, member: MemberID) throws(RefusalError) {
        try changing { (book: inout RoomBook) throws(RefusalError) in try book.leave(code, member: member) }
    }

    /// The connection `link` of `member` ended with a goodbye: they leave at once.
    func saidGoodbye(_ code: RoomCode, member: MemberID, link: MemberLink) {
        changing { $0.saidGoodbye(code, member: member, link: link) }
    }

    /// The connection `link` of `member` ended: after the grace period, unless they came back, they are gone.
    func disconnected(_ code: RoomCode, member: MemberID, link: MemberLink) {
        changing { $0.disconnected(code, member: member, link: link, owner: self) }
    }

    func graceEnded(_ code: RoomCode, member: MemberID) {
        changing { $0.graceEnded(code, member: member) }
    }

    func countingDown(_ code: RoomCode, left: Int) {
        changing { $0.countingDown(code, left: left) }
    }

    func reveal(_ pick: PartyPick, in code: RoomCode) {
        changing { $0.reveal(pick, in: code) }
    }

    /// Closes and removes the rooms idle at `now`, and puts to sleep those nobody has been in for a while; returns how
    /// many it closed.
    @discardableResult
    func closeIdleRooms(at now: Date) -> Int {
        changing { book in
            let closed = book.closeIdleRooms(at: now)
            _ = book.sleepQuietRooms(at: now, after: Self.sleepAfter)
            return closed
        }
    }

    /// How long a room nobody is in stays whole in memory.
    static let sleepAfter: Duration = .seconds(600)

    /// The server is stopping: connections dropping from now on are not members leaving. Returns once what was pending
    /// is saved.
    func stop() async {
        book.withLock { $0.stop() }
        await withCheckedContinuation { continuation in saving.async { continuation.resume() } }
    }

    // MARK: Saving

    // Runs `operation` on the book, then asks for a save if it left anything pending.
    private func changing<Value, Failure: Error>(_ operation: (inout RoomBook) throws(Failure) -> Value) throws(Failure) -> Value {
        let (value, ask): (Value, Bool) = try book.withLock { (book: inout RoomBook) throws(Failure) in
            let value = try operation(&book)
            let ask = !book.pending.isEmpty && !book.saveAsked
            if ask { book.saveAsked = true }
            return (value, ask)
        }
        if ask { saving.async { self.save() } }
        return value
    }

    // On the saving queue: saves what is pending in one transaction, then tells every member, in order; a batch that
    // cannot be saved is undone and its askers refused.
    private func save() {
        guard let batch = book.withLock({ $0.takeBatch() }) else { return }
        var delivery = Delivery()
        do {
            let writes = batch.changes.filter(\.change.writes).map { (code: $0.code, change: $0.change) }
            if !writes.isEmpty { try store.apply(writes) }
            book.withLock { $0.saved(batch) }
            for change in batch.changes { delivery.add(change.mail) }
            delivery.send()
            for change in batch.changes { change.settled?(true) }
        } catch {
            let what = Set(batch.changes.map(\.what)).sorted().joined(separator: ", ")
            logger.error(
                "could not save \(batch.changes.count) room change(s) (\(what)): undone, and whoever asked is asked to send it again",
                metadata: ["error": "\(StoreFailure(error))"]
            )
            let undone = book.withLock { $0.notSaved(batch, owner: self) }
            for change in undone {
                delivery.add(change.mail, dropping: true)
                for (link, refusal) in change.refusals { delivery.add(.text(OutgoingJSON.message(.refused(refusal))), to: link) }
            }
            delivery.send()
            for change in undone { change.settled?(false) }
        }
    }
}
