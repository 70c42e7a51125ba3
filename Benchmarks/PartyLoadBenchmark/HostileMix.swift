import FilmSwipeDomain
import FilmSwipeParty
import HummingbirdWSClient
import Logging
import NIOCore
import NIOPosix
import Synchronization

/// Clients that cost the server without playing, run beside the honest rooms while they vote: sockets that never send
/// a byte (opened again each time the server closes one), members of rooms of their own leaving and coming back in a
/// loop, and connections guessing room codes. All come from 127.0.0.1, as the honest members do.
final class HostileMix: Sendable {
    /// What the hostile clients did and were answered.
    struct Tally: Sendable {
        var idleClosedByServer = 0
        var churns = 0
        var churnFailures = 0
        var guesses = 0
        var wrongCodeAnswers = 0
        var slowDownAnswers = 0
    }

    let port: Int
    let idleSockets: Int
    let churnRooms: Int
    let churnersPerRoom: Int
    let guessers: Int
    private let tally = Mutex(Tally())
    private let open = Mutex<[any Channel]>([])
    private let churners = Mutex<[(code: RoomCode, token: ResumeToken, member: Member)]>([])
    private let hosts = Mutex<[Member]>([])

    init(port: Int, idleSockets: Int, churnRooms: Int, churnersPerRoom: Int, guessers: Int) {
        self.port = port
        self.idleSockets = idleSockets
        self.churnRooms = churnRooms
        self.churnersPerRoom = churnersPerRoom
        self.guessers = guessers
    }

    /// What was done so far.
    var counts: Tally { tally.withLock { $0 } }

    /// The churners' rooms, each with its host, and the churners in them: made before the guessing starts, since a
    /// guesser's wrong codes use up the address's allowance and from then on only members coming back get in.
    func setUp() async throws {
        let book = MatchBook(members: 1)
        for room in 0..<churnRooms {
            let create = PartyCreate(options: RoomOptions(), name: MemberName("Churn host \(room)"), memberChanges: true)
            let (host, welcome) = try await Member.join(port: port, first: .create(create), room: room, book: book)
            hosts.withLock { $0.append(host) }
            for index in 0..<churnersPerRoom {
                let hello = PartyHello(code: welcome.code, name: MemberName("Churner \(room).\(index)"), memberChanges: true)
                let (member, joined) = try await Member.join(port: port, first: .hello(hello), room: room, book: book)
                churners.withLock { $0.append((welcome.code, joined.resume, member)) }
            }
        }
    }

    /// Runs every hostile client until `end`, then closes what is open.
    func run(until end: ContinuousClock.Instant) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<idleSockets { group.addTask { await self.idle(until: end) } }
            for index in 0..<churners.withLock({ $0.count }) { group.addTask { await self.churn(index, until: end) } }
            for _ in 0..<guessers { group.addTask { await self.guess(until: end) } }
            group.addTask {
                try? await Task.sleep(until: end, clock: .continuous)
                for channel in self.open.withLock({ $0 }) { channel.close(promise: nil) }
            }
        }
        for member in churners.withLock({ $0.map(\.member) }) + hosts.withLock({ $0 }) { await member.disconnect() }
    }

    // A socket that says nothing, held until the server closes it (its hello deadline), then another.
    private func idle(until end: ContinuousClock.Instant) async {
        while ContinuousClock.now < end {
            guard let channel = try? await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: port).get() else {
                try? await Task.sleep(for: .milliseconds(100))
                continue
            }
            open.withLock { $0.append(channel) }
            try? await channel.closeFuture.get()
            open.withLock { $0.removeAll { $0 === channel } }
            if ContinuousClock.now < end { tally.withLock { $0.idleClosedByServer += 1 } }
        }
    }

    // A member leaving with a goodbye and coming back with its token, every half second.
    private func churn(_ index: Int, until end: ContinuousClock.Instant) async {
        var (code, token, member) = churners.withLock { $0[index] }
        let book = MatchBook(members: 1)
        while ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(500))
            await member.disconnect()
            let hello = PartyHello(code: code, name: MemberName("Churner"), resume: token, memberChanges: true)
            do {
                (member, _) = try await Member.join(port: port, first: .hello(hello), room: index, book: book)
                tally.withLock { $0.churns += 1 }
            } catch {
                tally.withLock { $0.churnFailures += 1 }
                return
            }
        }
        churners.withLock { $0[index] = (code, token, member) }
        _ = token
    }

    // A connection sending random codes until the server closes it, every half second a guess, then another.
    private func guess(until end: ContinuousClock.Instant) async {
        let logger = Logger(label: "party-guesser") { _ in SwiftLogNoOpLogHandler() }
        while ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(500))
            try? await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/party", configuration: .init(maxFrameSize: 1 << 16), logger: logger) { inbound, outbound, _ in
                var replies = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                while ContinuousClock.now < end {
                    var generator = SystemRandomNumberGenerator()
                    let hello = PartyHello(code: RoomCode.random(using: &generator), name: MemberName("Guesser"))
                    try await outbound.writeTextMessage(ClientMessage.hello(hello).json)
                    self.tally.withLock { $0.guesses += 1 }
                    guard case .text(let text)? = try await replies.next(), case .refused(let refusal) = try ServerMessage.decode(text) else { return }
                    self.tally.withLock { refusal.reason == .slowDown ? ($0.slowDownAnswers += 1) : ($0.wrongCodeAnswers += 1) }
                    try await Task.sleep(for: .milliseconds(500))
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }
}
