import FilmSwipeDomain
import FilmSwipeParty
import NIOCore

/// One client's side of the protocol, message by message, on its connection's event loop: the first must be `create`
/// or `hello`, and from then on every vote is the connection's own member's. Messages are handled in the order they
/// came; one that needs time (a deck ranked, a wait after a wrong code) holds the next ones back, up to
/// `waitingLimit`, with no task kept while it waits for nothing.
final class PartyConversation {
    /// Messages a client may send ahead of the one being handled; more and the connection is closed (a flood).
    static let waitingLimit = 256

    private let rooms: PartyRooms
    private let gate: PartyGate
    /// Where the server's messages to this client go.
    let link: MemberLink
    private let address: ClientAddress
    private var channel: any Channel { link.channel }
    /// The room and member this connection is, once its join is saved.
    private var seat: (code: RoomCode, member: MemberID)?
    private var wrongCodes = 0
    private var busy = false
    private var waiting = CircularBuffer<String>()
    private var done = false
    private var goodbye = false

    /// A connection not yet in a room, answering to `gate`, telling its client through `link`.
    init(rooms: PartyRooms, gate: PartyGate, link: MemberLink) {
        self.rooms = rooms
        self.gate = gate
        self.link = link
        address = gate.registry.address(of: link.channel)
    }

    /// Handles `text`, a whole message, or keeps it until the one before is answered.
    func receive(_ text: String) {
        guard !done else { return }
        guard !busy else {
            guard waiting.count < Self.waitingLimit else {
                refuse(PartyRefusal(reason: .slowDown, message: "too many messages at once; connect again and send them as they come"))
                return finish()
            }
            waiting.append(text)
            return
        }
        handle(text)
    }

    /// The client's close frame said 1000 or 1001: when the connection ends, its member leaves at once.
    func saidGoodbye() {
        goodbye = true
    }

    /// Tells the client `refusal`.
    func refuse(_ refusal: PartyRefusal) {
        link.send(.text(OutgoingJSON.message(.refused(refusal))))
    }

    /// The connection ended. A client that said goodbye (a quit, a closed browser tab) leaves at once; one whose
    /// connection was lost keeps its place for the grace period.
    func dropped() {
        done = true
        waiting.removeAll()
        guard let seat else { return }
        if goodbye {
            rooms.saidGoodbye(seat.code, member: seat.member, link: link)
        } else {
            rooms.disconnected(seat.code, member: seat.member, link: link)
        }
    }

    // MARK: Messages

    private func handle(_ text: String) {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            refuse(PartyRefusal(error))
            return finish()
        }
        switch message {
        case .ping:
            link.send(.text(OutgoingJSON.message(.pong)))
        case .create(let request):
            guard seat == nil else { return alreadyJoined() }
            create(request)
        case .hello(let hello):
            guard seat == nil else { return alreadyJoined() }
            join(hello)
        case .vote(let film, let yes):
            guard let seat else { return notJoined() }
            refusing { () throws(RefusalError) in try rooms.vote(seat.code, member: seat.member, film: film, yes: yes, link: link) }
        case .undo(let film):
            guard let seat else { return notJoined() }
            refusing { () throws(RefusalError) in try rooms.undo(seat.code, member: seat.member, film: film, link: link) }
        case .suggest(let film):
            guard let seat else { return notJoined() }
            suggest(film, in: seat.code, by: seat.member)
        case .decide:
            guard let seat else { return notJoined() }
            refusing { () throws(RefusalError) in try rooms.decide(seat.code, member: seat.member) }
        case .end:
            guard let seat else { return notJoined() }
            do {
                try rooms.end(seat.code, member: seat.member, link: link)
            } catch {
                return refuse(error.refusal)
            }
            // The room is gone: the connection ends once `ended` is written, and its end is nobody leaving.
            self.seat = nil
            done = true
        case .leave:
            guard let seat else { return notJoined() }
            refusing { () throws(RefusalError) in try rooms.leave(seat.code, member: seat.member) }
            // Gone for good: the connection has nothing left to do, and its end must not start a grace period.
            self.seat = nil
            finish()
        }
    }

    // Counted before the deck is ranked: ranking is what a room costs first.
    private func create(_ request: PartyCreate) {
        guard gate.allowances.createsRoom(from: address) else {
            refuse(WrongCodePolicy.tooManyRooms)
            return finish()
        }
        link.readsMemberChanges = request.memberChanges
        let (rooms, link, address) = (rooms, link, address)
        answering { settle in
            let cards: [PartyCard]
            do {
                cards = try await GroupDeck.dealt(for: request)
            } catch {
                return settle(.refused(PartyRefusal(reason: .other, message: "this server cannot deal films: its catalogue is missing"), close: true))
            }
            guard !cards.isEmpty else {
                let message = request.options.watch == nil
                    ? "no film matches the room's genres, years and rating; ask for fewer"
                    : "no film that matches the room's genres, years and rating is on your services; ask for fewer, or host without --only-mine"
                return settle(.refused(PartyRefusal(reason: .other, message: message), close: false))
            }
            do throws(RefusalError) {
                _ = try rooms.create(request, cards: cards, link: link, from: address) { seat in settle(seat.map(Answer.joined) ?? .notSaved) }
            } catch {
                settle(.refused(error.refusal, close: false))
            }
        }
    }

    private func join(_ hello: PartyHello) {
        if gate.allowances.codeCheck(from: address) != .allowed {
            // Only a member coming back with the room's own secret gets in: a code and a token guessed together get
            // the same answer as a code alone.
            guard let token = hello.resume, rooms.holds(hello.code, token: token) else {
                refuse(WrongCodePolicy.unchecked)
                return finish()
            }
        }
        guard rooms.contains(hello.code) else {
            gate.allowances.wrongCode(from: address)
            return wrongCode()
        }
        link.readsMemberChanges = hello.memberChanges
        let (rooms, link) = (rooms, link)
        if let token = hello.resume {
            answering { settle in
                do throws(RefusalError) {
                    _ = try rooms.resume(hello.code, token: token, link: link) { seat in settle(seat.map(Answer.joined) ?? .notSaved) }
                } catch {
                    settle(.refused(error.refusal, close: false))
                }
            }
            return
        }
        answering { settle in
            let ranked = try? await GroupDeck.ranking(for: hello, in: rooms)
            do throws(RefusalError) {
                _ = try rooms.join(hello, ranked: ranked ?? nil, link: link) { seat in settle(seat.map(Answer.joined) ?? .notSaved) }
            } catch {
                settle(.refused(error.refusal, close: false))
            }
        }
    }

    // The card comes from the catalogue, never from the client: a suggestion names a film, the server describes it.
    private func suggest(_ film: FilmID, in code: RoomCode, by member: MemberID) {
        let (rooms, link) = (rooms, link)
        answering(joining: false) { settle in
            guard let catalogue = try? await PartyCatalogue.shared() else {
                return settle(.refused(PartyRefusal(reason: .other, message: "this server cannot take suggestions: its catalogue is missing"), close: false))
            }
            guard let found = catalogue.byID[film] else {
                return settle(.refused(PartyRefusal(
                    reason: .notInCatalogue,
                    message: "Could not suggest that film: it is not in the catalogue the room deals from; find one with / in a party game."
                ), close: false))
            }
            do throws(RefusalError) {
                try rooms.suggest(code, member: member, card: PartyCard(film: found), link: link)
                settle(.answered)
            } catch {
                settle(.refused(error.refusal, close: false))
            }
        }
    }

    private func wrongCode() {
        wrongCodes += 1
        guard wrongCodes < WrongCodePolicy.limit else {
            refuse(WrongCodePolicy.cutOff)
            return finish()
        }
        let (clock, delay) = (gate.clock, WrongCodePolicy.delay(beforeAnswering: wrongCodes))
        guard delay > .zero else { return refuse(.wrongCode) }
        answering(joining: false) { settle in
            do {
                try await clock.sleep(until: clock.now + delay)
            } catch {
                return
            }
            settle(.refused(.wrongCode, close: false))
        }
    }

    // MARK: Waiting

    /// How an answer that took time came out.
    enum Answer: Sendable {
        /// The join or create was saved: the client is welcomed, and is that member of that room.
        case joined((code: RoomCode, member: MemberID))
        /// It could not be saved: the client was refused (it may try again).
        case notSaved
        /// It was refused, with the connection closed after or not.
        case refused(PartyRefusal, close: Bool)
        /// Done, with nothing more to do.
        case answered
    }

    // Runs `work` off the event loop (a deck can take long to rank), holding the next messages back until it settles;
    // a hello or create being answered (`joining`) holds the connection's deadline off too.
    private func answering(joining: Bool = true, _ work: @escaping @Sendable (_ settle: @escaping @Sendable (Answer) -> Void) async -> Void) {
        busy = true
        if joining { gate.registry.joining(channel, true) }
        let loop = channel.eventLoop
        let me = NIOLoopBound(self, eventLoop: loop)
        Task {
            await work { answer in loop.execute { me.value.settled(answer, joining: joining) } }
        }
    }

    private func settled(_ answer: Answer, joining: Bool) {
        busy = false
        switch answer {
        case .joined(let seat):
            gate.registry.seated(channel)
            guard !done else {
                // The connection ended while the join was being saved: the member it made leaves as a dropped one does.
                if goodbye { rooms.saidGoodbye(seat.code, member: seat.member, link: link) } else { rooms.disconnected(seat.code, member: seat.member, link: link) }
                return
            }
            self.seat = seat
        case .notSaved:
            if joining { gate.registry.joining(channel, false) }
        case .refused(let refusal, let close):
            if joining { gate.registry.joining(channel, false) }
            refuse(refusal)
            if close { return finish() }
        case .answered:
            break
        }
        while !busy, !done, let next = waiting.popFirst() { handle(next) }
    }

    private func finish() {
        done = true
        waiting.removeAll()
        link.send(.finish)
    }

    private func notJoined() {
        refuse(PartyRefusal(reason: .notJoined, message: "join a room first: the first message is hello or create"))
    }

    private func alreadyJoined() {
        refuse(PartyRefusal(reason: .badMessage, message: "this connection is already in a room; connect again for another"))
        finish()
    }

    private func refusing(_ operation: () throws(RefusalError) -> Void) {
        do {
            try operation()
        } catch {
            refuse(error.refusal)
        }
    }
}
