import FilmSwipeParty
import ServiceLifecycle

/// A party server running in this process: where it listens, what it holds, and how to stop it.
public final class RunningPartyServer: Sendable {
    /// The host it listens on, as given.
    public let host: String
    /// The port it listens on (the one chosen when started with port 0).
    public let port: Int
    /// Whether it serves `wss://` (TLS).
    public let isSecure: Bool
    /// The most connections it holds at once.
    public let connectionLimit: Int
    /// The descriptor limit it raised and took `connectionLimit` from; nil when the limits gave the number.
    public let descriptorLimit: Int?

    private let group: ServiceGroup
    private let rooms: PartyRooms
    private let gate: PartyGate
    private let sweeper: PartyServerSweeper
    private let running: Task<Void, any Error>

    init(
        host: String, port: Int, isSecure: Bool, connectionLimit: Int, descriptorLimit: Int?, group: ServiceGroup, rooms: PartyRooms,
        gate: PartyGate, sweeper: PartyServerSweeper, running: Task<Void, any Error>
    ) {
        self.host = host
        self.port = port
        self.isSecure = isSecure
        self.connectionLimit = connectionLimit
        self.descriptorLimit = descriptorLimit
        self.group = group
        self.rooms = rooms
        self.gate = gate
        self.sweeper = sweeper
        self.running = running
    }

    /// `HOST:PORT`, an IPv6 host in brackets: what `listening on` prints and a friend's join line carries.
    public var address: String { PartyServer.shown(host: host, port: port) }

    /// How many connections are open now.
    public var openConnections: Int { gate.registry.count }

    /// How many rooms it holds now.
    public var roomCount: Int {
        get async { rooms.count }
    }

    /// How many TLS handshakes have failed since it started (what it logs once a minute).
    public var failedHandshakes: Int { sweeper.handshakeFailures.count }

    /// How many addresses it remembers for their limits (those that spent some of an allowance lately).
    public var rememberedAddresses: Int { gate.allowances.rememberedAddresses }

    /// Returns once the number of open connections meets `condition`; a test moving the server's clock first waits
    /// for the connections it opened to be counted.
    public func waitForConnections(where condition: @escaping @Sendable (Int) -> Bool) async {
        await gate.registry.wait { condition($0.connections) }
    }

    /// Returns once the number of connections sending a watchlist meets `condition`; a test moving the server's clock
    /// over a slow upload first waits for the server to have read its head.
    public func waitForUploads(where condition: @escaping @Sendable (Int) -> Bool) async {
        await gate.registry.wait { condition($0.uploads) }
    }

    /// Does the server's rounds once at its clock's time now (closing late connections and idle rooms), rather than
    /// at the next second: for a test or benchmark that has just moved its clock.
    public func sweep() async {
        await sweeper.sweep(at: gate.clock.now)
    }

    /// Stops accepting connections, closes the open ones and releases the data folder; every vote is already saved.
    /// Members are not marked gone: they come back when a server runs on the folder again.
    public func stop() async {
        await rooms.stop()
        await group.triggerGracefulShutdown()
        _ = try? await running.value
    }

    /// Waits until the server stops (`stop`, or a signal when started with `stopsOnSignals`); throws if it failed.
    public func wait() async throws {
        try await running.value
    }
}
