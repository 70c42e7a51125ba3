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
        and --min-rating choose the room's deck for everyone in it, set here by the host.
        """
    )

    @Option(help: ArgumentHelp("Create the room on this party server instead of one inside this game.", valueName: "addr:port"))
    var server: String?

    @Option(help: ArgumentHelp("Where the server inside this game listens.", valueName: "addr:port"))
    var listen = "127.0.0.1:7420"

    @OptionGroup var deal: RoomFilterOptions

    @OptionGroup var player: PartyPlayerOptions

    func validate() throws {
        if server != nil, listen != "127.0.0.1:7420" {
            throw ValidationError("--listen is for the server inside this game; with --server the room is on that server.")
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
            let taste = try await PartyTasteReader.taste(in: folder, isPrivate: player.isPrivate)
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
                played = .success(try await play(on: address, folder: folder, taste: taste))
            } catch {
                played = .failure(error)
            }
            if let running { _ = await Deadline.value(within: .seconds(3)) { await running.stop() } }
            let status = try played.get()
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// Creates the room on the server at `address` and plays in it; returns the game's exit status.
    private func play(on address: ServerAddress, folder: DataFolder, taste: PartyTaste?) async throws -> Int32 {
        let options = deal.room
        // Friends reach the server by the address it listens on; 0.0.0.0 is no address to type, so name the machine.
        let reachable = address.host == "0.0.0.0" ? "\(ProcessInfo.processInfo.hostName):\(address.port)" : address.description
        let session = PartySession(
            server: address.host == "0.0.0.0" ? "127.0.0.1:\(address.port)" : address.description, start: .create(options), name: try player.memberName, taste: taste,
            store: try PartyClientStore(path: folder.url.appendingPathComponent(PartyFiles.clientStore)), joinAddress: reachable
        )
        try await PartyConnect.welcome(session)
        return try await PartyGame(session: session, folder: folder, settings: try player.settings).play()
    }
}
