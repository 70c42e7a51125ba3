import TestSupport
import FilmSwipePartyServer
import Foundation
import Testing

/// Runs `body` with a server on loopback port 0 over a temporary data folder, then stops it and removes the folder.
/// The limits are the standard ones but for the connections in all, given (the process's descriptor limit is left
/// alone); `clock` is the system's unless a test moves its own.
@discardableResult
func withPartyServer<Value>(
    grace: Duration = .zero, folder: TemporaryFolder? = nil, limits: PartyServerLimits = .forTests, tls: PartyServerTLS? = nil,
    clock: any PartyClock = SystemPartyClock(), _ body: (RunningPartyServer) async throws -> Value
) async throws -> Value {
    let own = folder == nil ? try TemporaryFolder() : nil
    let dataFolder = (folder ?? own!).url
    defer { own?.remove() }
    let server = try await PartyServer.start(host: "127.0.0.1", port: 0, dataFolder: dataFolder, grace: grace, limits: limits, tls: tls, clock: clock)
    do {
        let value = try await body(server)
        await server.stop()
        return value
    } catch {
        await server.stop()
        throw error
    }
}

/// A server on a fixed loopback port over its own data folder, that a test stops and starts again on the same port,
/// as a host's machine restarting would. The port is below the kernel's range for outgoing connections, so no other
/// test's connection takes it between a stop and the restart; and the children the tests start inherit no socket of
/// this process (`ChildProcess.spawn` closes them), so none keeps it listening after the stop.
final class RestartablePartyServer {
    let port: Int
    private let folder: TemporaryFolder
    private var running: RunningPartyServer?

    /// A server on a free port of 20000–31999.
    init() async throws {
        folder = try TemporaryFolder()
        var started: RunningPartyServer?
        // A port taken by something else is only a reason to draw another.
        for _ in 0..<50 where started == nil {
            started = try? await PartyServer.start(
                host: "127.0.0.1", port: Int.random(in: 20_000..<32_000), dataFolder: folder.url, grace: .zero, limits: .forTests
            )
        }
        let first = try #require(started)
        running = first
        port = first.port
    }

    /// `127.0.0.1:PORT`, for a session.
    var address: String { "127.0.0.1:\(port)" }

    /// Stops the server; its rooms stay in the data folder.
    func stop() async {
        await running?.stop()
        running = nil
    }

    /// Starts the server again on the same port and data folder.
    func restart() async throws {
        running = try await PartyServer.start(host: "127.0.0.1", port: port, dataFolder: folder.url, grace: .zero, limits: .forTests)
    }

    /// Stops the server and removes its data folder.
    func remove() async {
        await stop()
        folder.remove()
    }
}

extension PartyServerLimits {
    /// The standard limits, with the connections in all given so that the test process's descriptor limit stays as it is,
    /// and an hour for a hello: on the system's clock a loaded full run can starve a test's client for longer than the
    /// standard 10 s (the deadline's own tests move a clock of their own).
    static var forTests: PartyServerLimits {
        var limits = PartyServerLimits()
        limits.connections = 512
        limits.helloDeadline = .seconds(3_600)
        return limits
    }
}
