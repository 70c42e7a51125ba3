import FilmSwipeParty
import ServiceLifecycle

/// A party server running in this process: where it listens, and how to stop it.
public final class RunningPartyServer: Sendable {
    /// The host it listens on, as given.
    public let host: String
    /// The port it listens on (the one chosen when started with port 0).
    public let port: Int

    private let group: ServiceGroup
    private let rooms: PartyRooms
    private let running: Task<Void, any Error>

    init(host: String, port: Int, group: ServiceGroup, rooms: PartyRooms, running: Task<Void, any Error>) {
        self.host = host
        self.port = port
        self.group = group
        self.rooms = rooms
        self.running = running
    }

    /// `HOST:PORT`, an IPv6 host in brackets: what `listening on` prints and a friend's join line carries.
    public var address: String { PartyServer.shown(host: host, port: port) }

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
