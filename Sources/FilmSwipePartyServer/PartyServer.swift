import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The party server: rooms kept in SQLite under a data folder, played over WebSocket on `ws://HOST:PORT/party`.
///
/// `start` runs one in this process and returns once it accepts connections: `filmswipe party serve` waits on it
/// until a signal, `party host` runs one beside its game, and tests start one on port 0.
public enum PartyServer {
    /// The path clients connect to: `ws://HOST:PORT/party`.
    public static let path = "/party"
    /// How long a dropped connection's member still counts as present, so a flicker does not make matches.
    public static let defaultGrace: Duration = .seconds(20)
    /// The database file in the data folder.
    public static let databaseFileName = PartyStore.fileName

    /// Starts a server listening on `host`:`port` (0 for any free port) with its rooms in `dataFolder` (created if
    /// missing), returning once it accepts connections. `grace` is how long a member whose connection dropped stays
    /// present. With `stopsOnSignals` it stops cleanly on SIGINT and SIGTERM; `logsToStandardError` lets the HTTP
    /// layer's warnings and errors reach stderr (never anything a client sent). A pick's countdown waits on
    /// `countdown`. Throws a `PartyServerError`.
    public static func start(
        host: String = "127.0.0.1", port: Int = 7420, dataFolder: URL, grace: Duration = defaultGrace,
        stopsOnSignals: Bool = false, logsToStandardError: Bool = false, countdown: CountdownClock = .continuous
    ) async throws -> RunningPartyServer {
        try prepare(dataFolder)
        let lock = try DataFolderLock(folder: dataFolder)
        let rooms: PartyRooms
        do {
            rooms = try PartyRooms(store: try PartyStore(folder: dataFolder), grace: grace, countdown: countdown)
        } catch let error as PartyServerError {
            throw error
        } catch {
            let path = dataFolder.appendingPathComponent(PartyStore.fileName).path
            throw PartyServerError.cannotOpenStore(message: PlayerMessage.describing(StoreOpenError<PartySchema>(path: path, error: error)))
        }
        let logger = makeLogger(toStandardError: logsToStandardError)
        let signal = ListeningSignal()
        let application = Application(
            router: Router(),
            server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter(rooms: rooms), configuration: .init(ws: webSocketConfiguration)),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await signal.listening(on: channel.localAddress?.port ?? port) },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(
            services: [application, RoomsShutdown(rooms: rooms)],
            gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [],
            logger: logger
        ))
        let running = Task {
            defer { lock.release() }
            do {
                try await group.run()
                await signal.ended(nil)
            } catch {
                await signal.ended(error)
                throw error
            }
        }
        do {
            let bound = try await signal.port()
            return RunningPartyServer(host: host, port: bound, group: group, rooms: rooms, running: running)
        } catch {
            _ = try? await running.value
            throw PartyServerError.cannotListen(address: shown(host: host, port: port), reason: ListenFailure.describe(error))
        }
    }

    // One frame can carry a whole client message (a taste near 64 KiB); the server's own long messages (a welcome)
    // are cut into frames of this size.
    private static let webSocketConfiguration = WebSocketServerConfiguration(
        maxFrameSize: PartyProtocol.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30)), closeTimeout: .seconds(5)
    )

    private static func webSocketRouter(rooms: PartyRooms) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws(RouterPath(stringLiteral: path)) { inbound, outbound, _ in
            try await ConnectionSession(rooms: rooms).run(inbound: inbound, outbound: outbound)
        }
        return router
    }

    private static func prepare(_ folder: URL) throws(PartyServerError) {
        var current = folder.path.hasPrefix("/") ? "" : "."
        for component in folder.path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw .dataFolderUnusable(path: folder.path, reason: String(cString: strerror(errno)))
            }
        }
        guard access(folder.path, W_OK | X_OK) == 0 else { throw .dataFolderUnusable(path: folder.path, reason: "it is not writable") }
    }

    // Warnings and errors only, and to stderr or nowhere: stdout is for `listening on`, and in `party host` the
    // terminal belongs to the game.
    private static func makeLogger(toStandardError: Bool) -> Logger {
        var logger = Logger(label: "filmswipe.party-server") { label -> any LogHandler in
            toStandardError ? StreamLogHandler.standardError(label: label) : SwiftLogNoOpLogHandler()
        }
        logger.logLevel = .warning
        return logger
    }

    static func shown(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
