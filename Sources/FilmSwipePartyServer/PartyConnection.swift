import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWebSocket
import NIOCore

/// One client's connection, read message by message: the first must be `create` or `hello`, and from then on
/// every vote is the connection's own member's. What the server says goes through the connection's outbox.
struct PartyConnection {
    /// Whether to keep reading after a message.
    enum Next {
        case keepReading
        case close
    }

    private let rooms: PartyRooms
    private let outbox: ConnectionOutbox
    private let gate: PartyGate
    private let channel: any Channel
    private let address: ClientAddress
    private let goodbye: ClientGoodbye
    /// The room and member this connection is, once it has joined.
    private var seat: (code: RoomCode, member: MemberID)? {
        didSet { if seat != nil { gate.registry.seated(channel) } }
    }
    private var wrongCodes = 0

    /// A connection not yet in a room: `channel`, answering to `gate`.
    init(rooms: PartyRooms, outbox: ConnectionOutbox, gate: PartyGate, channel: any Channel) {
        self.rooms = rooms
        self.outbox = outbox
        self.gate = gate
        self.channel = channel
        address = gate.registry.address(of: channel)
        goodbye = gate.registry.goodbye(of: channel)
    }

    /// Messages a client may send ahead of the one being handled; more and the connection is closed (a flood).
    static let waitingLimit = 256

    /// Reads messages until the client goes, breaks the protocol or leaves. A message above the limit ends the
    /// connection in the WebSocket layer (close code 1009), whose error is rethrown so that code is what the
    /// client sees; its member then waits out the grace period like any dropped connection.
    ///
    /// Frames are read in a task of their own, ahead of the handling: the WebSocket layer answers the server's
    /// pings only while frames are read, and a message can take long to handle (a room's first deck waits for the
    /// catalogue's model, over a minute in a busy debug build), long enough for the ping timeout to close a
    /// connection that was only waiting.
    mutating func run(_ inbound: WebSocketInboundStream) async throws {
        let (messages, reading) = AsyncThrowingStream.makeStream(of: WebSocketMessage.self, bufferingPolicy: .bufferingOldest(Self.waitingLimit))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: PartyProtocol.maxMessageBytes) {
                        if case .dropped = reading.yield(message) { throw Flooded() }
                    }
                    reading.finish()
                } catch {
                    reading.finish(throwing: error)
                }
            }
            do {
                try await handle(messages)
            } catch {
                group.cancelAll()
                await dropped()
                throw error
            }
            group.cancelAll()
            await dropped()
        }
    }

    private struct Flooded: Error {}

    private mutating func handle(_ messages: AsyncThrowingStream<WebSocketMessage, any Error>) async throws {
        do {
            for try await message in messages {
                guard case .text(let text) = message else {
                    outbox.send(.refused(PartyRefusal(.malformed("the party protocol sends JSON text messages, not binary ones"))))
                    return
                }
                let decoded: ClientMessage
                do {
                    decoded = try ClientMessage.decode(text)
                } catch {
                    outbox.send(.refused(PartyRefusal(error)))
                    return
                }
                if try await handle(decoded) == .close { return }
            }
        } catch is Flooded {
            outbox.send(.refused(PartyRefusal(reason: .slowDown, message: "too many messages at once; connect again and send them as they come")))
        }
    }

    // A client that said goodbye in its close frame (a quit, a closed browser tab) leaves at once; one whose
    // connection was lost keeps its place for the grace period.
    private func dropped() async {
        guard let seat else { return }
        if goodbye.wasSaid {
            await rooms.saidGoodbye(seat.code, member: seat.member, outbox: outbox.id)
        } else {
            await rooms.disconnected(seat.code, member: seat.member, outbox: outbox.id)
        }
    }

    private mutating func handle(_ message: ClientMessage) async throws -> Next {
        switch message {
        case .ping:
            outbox.send(.pong)
            return .keepReading
        case .create(let request):
            guard seat == nil else { return alreadyJoined() }
            return await answering { (connection: inout Self) in await connection.create(request) }
        case .hello(let hello):
            guard seat == nil else { return alreadyJoined() }
            return try await answering { (connection: inout Self) in try await connection.join(hello) }
        case .vote(let film, let yes):
            guard let seat else { return notJoined() }
            await refusing { () async throws(RefusalError) in try await rooms.vote(seat.code, member: seat.member, film: film, yes: yes) }
            return .keepReading
        case .undo(let film):
            guard let seat else { return notJoined() }
            await refusing { () async throws(RefusalError) in try await rooms.undo(seat.code, member: seat.member, film: film) }
            return .keepReading
        case .suggest(let film):
            guard let seat else { return notJoined() }
            await suggest(film, in: seat.code, by: seat.member)
            return .keepReading
        case .decide:
            guard let seat else { return notJoined() }
            await refusing { () async throws(RefusalError) in try await rooms.decide(seat.code, member: seat.member) }
            return .keepReading
        case .end:
            guard let seat else { return notJoined() }
            do {
                try await rooms.end(seat.code, member: seat.member)
            } catch {
                outbox.send(.refused(error.refusal))
                return .keepReading
            }
            // The room is gone: the connection ends once `ended` is written, and its end is nobody leaving.
            self.seat = nil
            return .close
        case .leave:
            guard let seat else { return notJoined() }
            await refusing { () async throws(RefusalError) in try await rooms.leave(seat.code, member: seat.member) }
            // Gone for good: the connection has nothing left to do, and its end must not start a grace period.
            self.seat = nil
            return .close
        }
    }

    // The card comes from the catalogue, never from the client: a suggestion names a film, the server describes it.
    private func suggest(_ film: FilmID, in code: RoomCode, by member: MemberID) async {
        guard let catalogue = try? await PartyCatalogue.shared() else {
            outbox.send(.refused(PartyRefusal(reason: .other, message: "this server cannot take suggestions: its catalogue is missing")))
            return
        }
        guard let found = catalogue.byID[film] else {
            outbox.send(.refused(PartyRefusal(
                reason: .notInCatalogue,
                message: "Could not suggest that film: it is not in the catalogue the room deals from; find one with / in a party game."
            )))
            return
        }
        await refusing { () async throws(RefusalError) in try await rooms.suggest(code, member: member, card: PartyCard(film: found)) }
    }

    private mutating func create(_ request: PartyCreate) async -> Next {
        // Counted before the deck is ranked: ranking is what a room costs first.
        guard gate.allowances.createsRoom(from: address) else {
            outbox.send(.refused(WrongCodePolicy.tooManyRooms))
            return .close
        }
        outbox.readsMemberChanges = request.memberChanges
        let cards: [PartyCard]
        do {
            let deck = GroupDeck(catalogue: try await PartyCatalogue.shared())
            let tastes = request.taste.map { [MemberID(1): $0] } ?? [:]
            let services = Set(request.services)
            let watchlists = [request.watchlist].compactMap { $0 }
            cards = try await DispatchWork.run {
                deck.cards(deck.ranked(options: request.options, tastes: tastes, services: services, watchlists: watchlists, limit: GroupDeck.size))
            }
        } catch {
            outbox.send(.refused(PartyRefusal(reason: .other, message: "this server cannot deal films: its catalogue is missing")))
            return .close
        }
        guard !cards.isEmpty else {
            let message = request.options.watch == nil
                ? "no film matches the room's genres, years and rating; ask for fewer"
                : "no film that matches the room's genres, years and rating is on your services; ask for fewer, or host without --only-mine"
            outbox.send(.refused(PartyRefusal(reason: .other, message: message)))
            return .keepReading
        }
        do {
            seat = try await rooms.create(request, cards: cards, outbox: outbox)
        } catch {
            outbox.send(.refused(error.refusal))
        }
        return .keepReading
    }

    private mutating func join(_ hello: PartyHello) async throws -> Next {
        let check = gate.allowances.codeCheck(from: address)
        if check != .allowed {
            // Only a member coming back with the room's own secret gets in: a code and a token guessed together get
            // the same answer as a code alone.
            guard let token = hello.resume, await rooms.holds(hello.code, token: token) else {
                outbox.send(.refused(WrongCodePolicy.unchecked))
                return .close
            }
        }
        guard await rooms.contains(hello.code) else {
            gate.allowances.wrongCode(from: address)
            return try await wrongCode()
        }
        outbox.readsMemberChanges = hello.memberChanges
        do {
            if let token = hello.resume {
                seat = (hello.code, try await rooms.resume(hello.code, token: token, outbox: outbox))
            } else {
                let ranked = try await ranking(for: hello)
                seat = (hello.code, try await rooms.join(hello, ranked: ranked, outbox: outbox))
            }
        } catch let error as RefusalError {
            outbox.send(.refused(error.refusal))
        }
        return .keepReading
    }

    // A member with a taste re-ranks the deck for the group now present, and so does one bringing services the room
    // deals from and did not have, or a watchlist; one with none of these (`--private`) changes nothing. Ranked here, outside the rooms
    // actor, so other rooms carry on meanwhile; a catalogue that cannot be read leaves the deck as it is.
    private func ranking(for hello: PartyHello) async throws -> (order: [FilmID], cards: [PartyCard])? {
        guard let input = await rooms.rankingInput(hello.code) else { return nil }
        let services = input.services.union(hello.services)
        let bringsServices = input.options.watch != nil && services != input.services
        guard hello.taste != nil || bringsServices || hello.watchlist != nil, let catalogue = try? await PartyCatalogue.shared() else { return nil }
        let deck = GroupDeck(catalogue: catalogue)
        var tastes = input.tastes
        // Not a member id yet; any id no present member has will do for ranking.
        if let taste = hello.taste { tastes[MemberID((tastes.keys.map(\.value).max() ?? 0) + 1_000)] = taste }
        let limit = GroupDeck.size + input.swiped
        let group = tastes
        let watchlists = input.watchlists + [hello.watchlist].compactMap { $0 }
        return try await DispatchWork.run {
            let order = deck.ranked(options: input.options, tastes: group, services: services, watchlists: watchlists, limit: limit)
            return (order, deck.cards(order))
        }
    }

    private mutating func wrongCode() async throws -> Next {
        wrongCodes += 1
        guard wrongCodes < WrongCodePolicy.limit else {
            outbox.send(.refused(WrongCodePolicy.cutOff))
            return .close
        }
        try await gate.clock.sleep(until: gate.clock.now + WrongCodePolicy.delay(beforeAnswering: wrongCodes))
        outbox.send(.refused(.wrongCode))
        return .keepReading
    }

    // A hello or create being answered holds its connection's deadline off (ranking a deck can take long); one
    // answered no puts it back.
    private mutating func answering(_ answer: (inout Self) async throws -> Next) async rethrows -> Next {
        gate.registry.joining(channel, true)
        defer { if seat == nil { gate.registry.joining(channel, false) } }
        return try await answer(&self)
    }

    private func notJoined() -> Next {
        outbox.send(.refused(PartyRefusal(reason: .notJoined, message: "join a room first: the first message is hello or create")))
        return .keepReading
    }

    private func alreadyJoined() -> Next {
        outbox.send(.refused(PartyRefusal(reason: .badMessage, message: "this connection is already in a room; connect again for another")))
        return .close
    }

    private func refusing(_ operation: () async throws(RefusalError) -> Void) async {
        do {
            try await operation()
        } catch {
            outbox.send(.refused(error.refusal))
        }
    }
}
