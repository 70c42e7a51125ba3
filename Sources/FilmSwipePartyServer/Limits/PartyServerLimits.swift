/// What a party server allows each client and in all, so that no client, careless or hostile, can deny the others
/// service: the numbers docs/party.md's Security section lists.
public struct PartyServerLimits: Sendable, Equatable {
    /// How long a new connection has to finish its TLS and WebSocket handshakes and join a room (hello or create).
    public var helloDeadline: Duration = .seconds(10)
    /// Connections open at once from one address; an IPv6 address counts by its /64 network.
    public var connectionsPerAddress = 64
    /// Connections open at once in all; nil for the descriptor limit less `reservedDescriptors`, the limit raised to
    /// its hard limit at start.
    public var connections: Int?
    /// Bytes of messages waiting for a client that does not read before its connection is dropped (it comes back
    /// with a fresh welcome when it reads again).
    public var outboxBytes = 1 << 20
    /// Rooms one address may create (each costs a deck's ranking).
    public var roomCreations = PartyRate(20, per: .seconds(3_600))
    /// Rooms created from one address that may live at once: a room counts against its creator's address from its
    /// creation to its end, not for an hour.
    public var roomsPerAddress = 20
    /// Rooms the server holds at once; a full server closes the oldest room nobody joined and nobody is in to make one.
    public var rooms = 5_000
    /// How long a room friends joined lives, with nobody connected, after its last vote, join or leave; it is then
    /// removed, from the disk too.
    public var roomLifetime: Duration = .seconds(24 * 3_600)
    /// How long a room nobody but its creator joined lives, with nobody in it, after it was made: whatever its creator
    /// does, such a room keeps no place for long.
    public var unjoinedRoomLifetime: Duration = .seconds(3_600)
    /// Wrong room codes one address may send, over all its connections.
    public var wrongCodesPerAddress = PartyRate(20, per: .seconds(600))
    /// Watchlists one member may send from the room's page (each is read and placed on the catalogue).
    public var uploadsPerMember = PartyRate(5, per: .seconds(600))
    /// Watchlists sent from one address, over all its members.
    public var uploadsPerAddress = PartyRate(20, per: .seconds(600))
    /// How long a connection sending a watchlist has from its request's head to its answer: a phone on a slow network
    /// may take longer than a hello's deadline to send a large file.
    public var uploadDeadline: Duration = .seconds(120)

    /// Descriptors kept for everything but connections (the database, the listening socket, the event loops).
    public static let reservedDescriptors = 128
    /// How long a stopping server waits for its connections to close before it cancels them.
    public static let stopGrace: Duration = .seconds(10)

    /// The standard limits.
    public init() {}
}

/// So many of something in a window of time: spent one at a time, `count` at once at most, earned back one every
/// `window / count`.
public struct PartyRate: Sendable, Equatable, CustomStringConvertible {
    /// How many in a window.
    public let count: Int
    /// The window.
    public let window: Duration

    /// `count` per `window`.
    public init(_ count: Int, per window: Duration) {
        self.count = max(1, count)
        self.window = window
    }

    /// "20 an hour", "600 a minute", "20 in 10 minutes".
    public var description: String {
        let seconds = Int(window.seconds.rounded())
        switch seconds {
        case 3_600: return "\(count) an hour"
        case 60: return "\(count) a minute"
        case let s where s % 3_600 == 0: return "\(count) in \(s / 3_600) hours"
        case let s where s % 60 == 0: return "\(count) in \(s / 60) minutes"
        default: return "\(count) in \(seconds) s"
        }
    }
}
