import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOSSL
import ServiceLifecycle

/// The party server: rooms kept in SQLite under a data folder, played over WebSocket on `ws://HOST:PORT/party` (or
/// `wss://` with a certificate), holding against hostile clients by its `PartyServerLimits`.
///
/// `start` runs one in this process and returns once it accepts connections: `filmswipe party serve` waits on it
/// until a signal, `party host` runs one beside its game, and tests start one on port 0.
public enum PartyServer {
    /// The path clients connect to: `ws://HOST:PORT/party`.
    public static let path = "/party"
    /// How long a dropped connection's member still counts as present, so a flicker does not make matches.
    public static let defaultGrace: Duration = .seconds(20)
    /// The most bytes of a watchlist a room's page uploads (`POST /join/CODE/watchlist`): more is refused with 413.
    public static let watchlistUploadLimit = 1 << 20
    /// The database file in the data folder.
    public static let databaseFileName = PartyStore.fileName

    /// Starts a server listening on `host`:`port` (0 for any free port) with its rooms in `dataFolder` (created if
    /// missing), returning once it accepts connections. `grace` is how long a member whose connection dropped stays
    /// present; `limits` bound what clients may do (`connections` nil: the descriptor limit, raised to its hard limit,
    /// less a reserve); with `tls` it serves `wss://`; every timeout reads `clock`. It answers only to its own names in
    /// `Host`: addresses, `localhost`, `host`, this machine's name, `publicNames` and the names `tls`'s certificate is
    /// for. With `stopsOnSignals` it stops cleanly on SIGINT and SIGTERM. What the server has to say (a store failure it
    /// survives, failed TLS handshakes once a minute; never a token, code or name) goes to `logger`, or with
    /// `logsToStandardError` to stderr, or nowhere. Throws a `PartyServerError`.
    public static func start(
        host: String = "127.0.0.1", port: Int = 7420, dataFolder: URL, grace: Duration = defaultGrace,
        limits: PartyServerLimits = PartyServerLimits(), tls: PartyServerTLS? = nil, publicNames: [String] = [],
        clock: any PartyClock = SystemPartyClock(), stopsOnSignals: Bool = false, logsToStandardError: Bool = false, logger: Logger? = nil
    ) async throws -> RunningPartyServer {
        try prepare(dataFolder)
        let lock = try DataFolderLock(folder: dataFolder)
        let logger = logger ?? makeLogger(toStandardError: logsToStandardError)
        let rooms: PartyRooms
        do {
            rooms = try PartyRooms(store: try PartyStore(folder: dataFolder), grace: grace, limits: limits, clock: clock, logger: logger)
        } catch let error as PartyServerError {
            lock.release()
            throw error
        } catch {
            lock.release()
            let path = dataFolder.appendingPathComponent(PartyStore.fileName).path
            throw PartyServerError.cannotOpenStore(message: PlayerMessage.describing(StoreOpenError<PartySchema>(path: path, error: error)))
        }
        let descriptors = limits.connections == nil ? DescriptorLimit.raised() : nil
        let connectionLimit = limits.connections ?? max(32, descriptors! - PartyServerLimits.reservedDescriptors)
        let gate = PartyGate(
            registry: ConnectionRegistry(perAddressLimit: limits.connectionsPerAddress),
            allowances: ClientAllowances(limits: limits, clock: clock), limits: limits, clock: clock
        )
        let signal = ListeningSignal()
        let names = HostNames(listenHost: host, publicNames: publicNames, certificateNames: tls?.certificateNames ?? [])
        let handshakeFailures = TLSHandshakeFailures()
        let application = Application(
            router: pageRouter(rooms: rooms, gate: gate, page: RoomPage(), guarding: PageGuard(names: names, isSecure: tls != nil)),
            server: serverBuilder(rooms: rooms, gate: gate, names: names, tls: tls.map { ($0.context, handshakeFailures) }),
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil,
                // Past this many connections the server stops accepting until one closes: below the descriptor limit,
                // a flood of connections waits in the kernel's queue instead of making every accept fail.
                availableConnectionsDelegate: MaximumAvailableConnections(connectionLimit)
            ),
            onServerRunning: { channel in await signal.listening(on: channel.localAddress?.port ?? port) },
            logger: logger
        )
        let sweeper = PartyServerSweeper(
            registry: gate.registry, allowances: gate.allowances, rooms: rooms, limits: limits, clock: clock,
            firstRound: clock.now + PartyServerSweeper.interval, handshakeFailures: handshakeFailures, logger: logger
        )
        var groupConfiguration = ServiceGroupConfiguration(
            services: [application, sweeper, RoomsShutdown(rooms: rooms)],
            gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [],
            logger: logger
        )
        // A graceful stop waits for each connection's close; a client that reads nothing never lets its close through,
        // so past this the connections are cancelled instead (every vote is saved already).
        groupConfiguration.maximumGracefulShutdownDuration = PartyServerLimits.stopGrace
        let group = ServiceGroup(configuration: groupConfiguration)
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
            return RunningPartyServer(
                host: host, port: bound, isSecure: tls != nil, connectionLimit: connectionLimit, descriptorLimit: descriptors, group: group,
                rooms: rooms, gate: gate, sweeper: sweeper, running: running
            )
        } catch {
            _ = try? await running.value
            throw PartyServerError.cannotListen(address: shown(host: host, port: port), reason: ListenFailure.describe(error))
        }
    }

    // Hummingbird's HTTP server for the page, NIO's WebSocket upgrade for the party's socket, inside the connection's own
    // setup (`PartyChildChannel`).
    private static func serverBuilder(
        rooms: PartyRooms, gate: PartyGate, names: HostNames, tls: (context: NIOSSLContext, failures: TLSHandshakeFailures)?
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder -> any ServerChildChannel in
            PartyChildChannel(responder: responder, rooms: rooms, gate: gate, names: names, tls: tls)
        }
    }

    // The room's page (`/join/CODE`), its files (`/page/NAME`), and what a plain GET of the socket's path is told. A code asked for
    // counts against the address's wrong codes as a hello's does; once those are spent the page is served whatever the
    // code, so the answer tells a guesser nothing, and the socket's hello is refused as from any client.
    private static func pageRouter(rooms: PartyRooms, gate: PartyGate, page: RoomPage, guarding: PageGuard) -> Router<PageRequestContext> {
        let router = Router(context: PageRequestContext.self)
        router.add(middleware: guarding)
        router.add(middleware: PageErrors())
        let roomPage = { @Sendable (_: Request, context: PageRequestContext) async -> Response in
            guard let code = try? RoomCode(parsing: context.parameters.get("code") ?? "") else { return page.noSuchRoom }
            let address = gate.registry.address(of: context.channel)
            guard gate.allowances.codeCheck(from: address) == .allowed else { return page.room }
            guard rooms.contains(code) else {
                gate.allowances.wrongCode(from: address)
                return page.noSuchRoom
            }
            return page.room
        }
        let joinPath = RouterPath(stringLiteral: "\(RoomPage.joinPath)/:code")
        router.get(joinPath, use: roomPage)
        // A HEAD is answered as its GET, without the body: link previews and checkers ask it first.
        router.head(joinPath) { request, context in RoomPage.headOnly(await roomPage(request, context)) }
        let upload = WatchlistUpload(rooms: rooms, gate: gate)
        router.post(RouterPath(stringLiteral: "\(RoomPage.joinPath)/:code/\(WatchlistUpload.pathSuffix)")) { request, context -> Response in
            await upload.answer(request, codeText: context.parameters.get("code") ?? "", channel: context.channel)
        }
        router.get(RouterPath(stringLiteral: "\(RoomPage.filesPath)/:name")) { _, context -> Response in
            page.file(context.parameters.get("name") ?? "")
        }
        router.head(RouterPath(stringLiteral: "\(RoomPage.filesPath)/:name")) { _, context -> Response in
            RoomPage.headOnly(page.file(context.parameters.get("name") ?? ""))
        }
        router.get(RouterPath(stringLiteral: path)) { _, _ -> Response in
            RoomPage.plain(.badRequest, "This is the party's WebSocket: open a room's link (/join/CODE), or use filmswipe party join.\n")
        }
        router.get("/") { _, _ -> Response in
            RoomPage.plain(.ok, "A FilmSwipe party server. Open the link your host gave you (/join/CODE), or run filmswipe party join CODE@ADDRESS.\n")
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
