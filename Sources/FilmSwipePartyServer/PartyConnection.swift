import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWebSocket

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
    /// The room and member this connection is, once it has joined.
    private var seat: (code: RoomCode, member: MemberID)?
    private var wrongCodes = 0

    /// A connection not yet in a room.
    init(rooms: PartyRooms, outbox: ConnectionOutbox) {
        self.rooms = rooms
        self.outbox = outbox
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

    private func dropped() async {
        guard let seat else { return }
        await rooms.disconnected(seat.code, member: seat.member, outbox: outbox.id)
    }

    private mutating func handle(_ message: ClientMessage) async throws -> Next {
        switch message {
        case .ping:
            outbox.send(.pong)
            return .keepReading
        case .create(let request):
            guard seat == nil else { return alreadyJoined() }
            return await create(request)
        case .hello(let hello):
            guard seat == nil else { return alreadyJoined() }
            return try await join(hello)
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
        let cards: [PartyCard]
        do {
            let deck = GroupDeck(catalogue: try await PartyCatalogue.shared())
            let tastes = request.taste.map { [MemberID(1): $0] } ?? [:]
            cards = try await DispatchWork.run { deck.cards(deck.ranked(options: request.options, tastes: tastes, limit: GroupDeck.size)) }
        } catch {
            outbox.send(.refused(PartyRefusal(reason: .other, message: "this server cannot deal films: its catalogue is missing")))
            return .close
        }
        guard !cards.isEmpty else {
            outbox.send(.refused(PartyRefusal(reason: .other, message: "no film matches the room's genres, years and rating; ask for fewer")))
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
        guard await rooms.contains(hello.code) else { return try await wrongCode() }
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

    // A member with a taste re-ranks the deck for the group now present; one without (`--private`) changes nothing.
    // Ranked here, outside the rooms actor, so other rooms carry on meanwhile; a catalogue that cannot be read
    // leaves the deck as it is.
    private func ranking(for hello: PartyHello) async throws -> (order: [FilmID], cards: [PartyCard])? {
        guard let taste = hello.taste, let input = await rooms.rankingInput(hello.code),
              let catalogue = try? await PartyCatalogue.shared() else { return nil }
        let deck = GroupDeck(catalogue: catalogue)
        var tastes = input.tastes
        // Not a member id yet; any id no present member has will do for ranking.
        tastes[MemberID((tastes.keys.map(\.value).max() ?? 0) + 1_000)] = taste
        let limit = GroupDeck.size + input.swiped
        let group = tastes
        return try await DispatchWork.run {
            let order = deck.ranked(options: input.options, tastes: group, limit: limit)
            return (order, deck.cards(order))
        }
    }

    private mutating func wrongCode() async throws -> Next {
        wrongCodes += 1
        guard wrongCodes < WrongCodePolicy.limit else {
            outbox.send(.refused(WrongCodePolicy.cutOff))
            return .close
        }
        try await Task.sleep(for: WrongCodePolicy.delay(beforeAnswering: wrongCodes))
        outbox.send(.refused(.wrongCode))
        return .keepReading
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
