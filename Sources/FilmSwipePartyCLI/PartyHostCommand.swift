import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Foundation

/// `filmswipe party host`: creates a room and plays in it; without `--server`, the room's server runs in this game.
struct PartyHostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Create a party room and swipe in it; friends join with the line the header shows.",
        discussion: """
        Without --server the room's server runs inside this game, listening on --listen (127.0.0.1:7420 by default: \
        this machine only; give --listen 0.0.0.0:7420 to let friends on your network in). It stops when you quit. For a \
        room that outlives the host, run `filmswipe party serve` and host with --server. --genre, --from-year, --to-year \
        and --min-rating choose the room's deck for everyone in it, set here by the host; --rule and --likes how it \
        decides. As host, q asks whether to end the room for everyone (as `filmswipe party end` does) or only leave it.
        """
    )

    @Option(help: ArgumentHelp("Create the room on this party server instead of one inside this game (wss://name:port over TLS).", valueName: "addr:port"))
    var server: String?

    @Option(help: ArgumentHelp("Where the server inside this game listens.", valueName: "addr:port"))
    var listen = "127.0.0.1:7420"

    @OptionGroup var deal: RoomFilterOptions

    @OptionGroup var deciding: RoomRuleOptions

    @OptionGroup var player: PartyPlayerOptions

    /// The most films of the host's taste sent beside a watch table: about 18 bytes each, leaving over half of the
    /// create message to the table.
    static let tasteBesideTable = 1_500

    func validate() throws {
        if server != nil, listen != "127.0.0.1:7420" {
            throw ValidationError("--listen is for the server inside this game; with --server the room is on that server.")
        }
        if server == nil, listen.lowercased().hasPrefix("wss://") {
            throw ValidationError("the server inside this game serves ws:// only; for wss://, run `filmswipe party serve` with --tls-cert and --tls-key and host with --server.")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let address: ServerAddress
            do {
                address = try ServerAddress(parsing: server ?? listen)
            } catch {
                throw CommandFailure("--\(server == nil ? "listen" : "server"): " + error.localizedDescription + ".", status: 64)
            }
            let folder = try DataFolder.prepare(player.folder.dataFolder())
            try player.catalogue.apply(dataFolder: folder.url)
            // Held while this game plays: the folder's party file is one player's (see `PartyFolderLock`).
            let lock = try PartyFolderLock.claim(folder, for: player.memberName)
            defer { lock.release() }
            var taste = try await PartyTasteReader.taste(in: folder, isPrivate: player.isPrivate, bringingWatchlist: player.bringsWatchlist)
            let services = try RoomWatchTableReader.services(in: folder.url, isPrivate: player.isPrivate)
            let brought = try await PartyWatchlistReader.watchlist(in: folder, bringing: player.bringsWatchlist)
            var options = deal.room
            if deal.onlyMine {
                // The table shares the create message with the taste: a long history gives up its oldest part of the room.
                if let full = taste, full.reactions.count > Self.tasteBesideTable { taste = PartyTaste(full.reactions, limit: Self.tasteBesideTable) }
                let create = PartyCreate(options: options, name: try player.memberName, taste: taste, services: services, watchlist: brought.watchlist)
                let room = PartyProtocol.maxMessageBytes - PartyProtocol.encode(ClientMessage.create(create)).utf8.count - 1_024
                let watch = try await RoomWatchTableReader.read(in: folder.url, options: options, bytes: room, dataDirectory: player.folder.dataDirectory)
                options = RoomOptions(genres: options.genres, fromYear: options.fromYear, toYear: options.toYear, minRating: options.minRating, watch: watch)
            }
            var running: RunningPartyServer?
            if server == nil {
                do {
                    running = try await PartyServer.start(host: address.host, port: address.port, dataFolder: folder.url)
                } catch {
                    throw CommandFailure(error.localizedDescription)
                }
            }
            let played: Result<Int32, Error>
            do {
                played = .success(try await play(on: address, folder: folder, options: options, taste: taste, services: services, brought: brought))
            } catch {
                played = .failure(error)
            }
            if let running { _ = await Deadline.value(within: .seconds(3)) { await running.stop() } }
            let status = try played.get()
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// Creates the room on the server at `address` and plays in it; returns the game's exit status.
    private func play(
        on address: ServerAddress, folder: DataFolder, options: RoomOptions, taste: PartyTaste?, services: [Int], brought: BroughtWatchlist
    ) async throws -> Int32 {
        // Friends reach the server by the address it listens on; 0.0.0.0 is no address to type, so name the machine.
        let reachable = address.host == "0.0.0.0" ? "\(ProcessInfo.processInfo.hostName):\(address.port)" : address.description
        let reachableHost = address.host == "0.0.0.0" ? "\(ProcessInfo.processInfo.hostName):\(address.port)" : address.hostAndPort
        let session = PartySession(
            server: address.host == "0.0.0.0" ? "127.0.0.1:\(address.port)" : address.description, start: .create(options, rules: deciding.rules),
            name: try player.memberName, taste: taste, services: services,
            store: try PartyClientStore(path: folder.url.appendingPathComponent(PartyFiles.clientStore)), joinAddress: reachable, trust: try player.trust,
            watchlist: brought.watchlist
        )
        let welcome = try await PartyConnect.welcome(session)
        let link = RoomInvite.link(code: welcome.code, reachable: reachableHost, isSecure: address.isSecure)
        return try await PartyGame(session: session, folder: folder, settings: try player.settings, inviteLink: link, notice: brought.notice).play()
    }
}
